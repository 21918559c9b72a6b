/**
 * Request URLs as the logs keep them: without the personal data or secrets some URLs carry. The spec's
 * routes put email addresses in paths (GET /user-donations/{email}), and the unsubscribe links of update
 * mails carry a signed token in the query. Logs name neither: an address becomes `[email]`, the value of a
 * `token`, `key` or `signature` parameter `[redacted]`.
 */
const EMAIL = /[^/?&=#\s]+(?:@|%40)[^/?&=#\s]+/gi;
const SECRET_PARAM = /([?&](?:token|key|signature)=)[^&#]*/gi;

export function logUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[redacted]').replace(EMAIL, '[email]');
}

/**
 * Free text for the logs (a mail server's refusal: "550 5.1.1 <someone@example.org>: Recipient address
 * rejected") without the email addresses in it.
 */
export function withoutEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}
