/**
 * The mails the API writes as .eml files (its embedded mail transport, MAIL_DIR), read simply:
 * headers, text and HTML bodies (single part or nested multipart; 7bit, quoted-printable, base64),
 * and the links in them. Used by the harness's product.mail(to).
 */

/** A mail the API wrote, parsed simply: headers, the text and HTML bodies, and the links in them. */
export interface MailMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL in the bodies, in order, without duplicates. */
  links: string[];
}

function decodeBody(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Headers (unfolded, lower-case names) and body of a MIME entity. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/**
 * Decode RFC 2047 encoded words (=?utf-8?B?…?= / =?utf-8?Q?…?=) in a header. White space between two
 * encoded words is not part of the text (a long subject is folded into several of them).
 */
function decodeHeader(value: string): string {
  return value.replace(/(\?=)\s+(?==\?[^?]+\?[BQ]\?)/gi, '$1').replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** A simple .eml reader: single part or (nested) multipart, text/plain and text/html. */
export function parseEml(raw: string, file = ''): MailMessage {
  const { headers } = splitEntity(raw);
  const parts: { type: string; text: string }[] = [];
  const walk = (entity: string) => {
    const { headers: h, body } = splitEntity(entity);
    const type = (h.get('content-type') ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(h.get('content-type') ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        walk(part.replace(/^\r?\n/, ''));
      }
      return;
    }
    parts.push({ type, text: decodeBody(body, h.get('content-transfer-encoding') ?? '7bit') });
  };
  walk(raw);
  const text = parts.filter((p) => p.type.startsWith('text/plain')).map((p) => p.text).join('\n');
  const html = parts.filter((p) => p.type.startsWith('text/html')).map((p) => p.text).join('\n');
  const links = [...new Set([...`${text}\n${html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&').replace(/[.,)]+$/, '')))];
  return { file, to: decodeHeader(headers.get('to') ?? ''), subject: decodeHeader(headers.get('subject') ?? ''), text, html, links };
}
