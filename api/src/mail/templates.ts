/** The mails the product sends: plain text with the same content as simple HTML. */
import { escapeHtml } from '../lib/text.js';
import type { OutgoingMail } from './outbox.js';

interface Link {
  url: string;
  label: string;
}

function compose(kind: string, to: string, subject: string, paragraphs: string[], link?: Link, footer?: Link): OutgoingMail {
  const linkText = (l: Link) => `${l.label}:\n${l.url}`;
  const linkHtml = (l: Link) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`;
  const text = [...paragraphs.slice(0, 1), ...(link ? [linkText(link)] : []), ...paragraphs.slice(1), '— Relief', ...(footer ? [linkText(footer)] : [])].join('\n\n');
  const html = [
    ...paragraphs.slice(0, 1).map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [linkHtml(link)] : []),
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    '<p>— Relief</p>',
    ...(footer ? [linkHtml(footer)] : []),
  ].join('\n');
  return { kind, to, subject, text, html };
}

export function verifyEmailMail(appUrl: string, name: string, to: string, token: string): OutgoingMail {
  return compose(
    'verify-email',
    to,
    'Confirm your email address for Relief',
    [
      `Hello ${name}, please confirm that this is your email address.`,
      'The link works once and for 24 hours. If you did not create a Relief account, ignore this mail.',
    ],
    { url: `${appUrl}/verify-email?token=${token}`, label: 'Confirm my email address' },
  );
}

export function resetPasswordMail(appUrl: string, name: string, to: string, token: string): OutgoingMail {
  return compose(
    'reset-password',
    to,
    'Choose a new Relief password',
    [
      `Hello ${name}, someone (we hope you) asked to choose a new password for your Relief account.`,
      'The link works once and for 1 hour. If you did not ask, ignore this mail: your password stays as it is.',
    ],
    { url: `${appUrl}/reset-password?token=${token}`, label: 'Choose a new password' },
  );
}

export function passwordChangedMail(name: string, to: string): OutgoingMail {
  return compose('password-changed', to, 'Your Relief password was changed', [
    `Hello ${name}, the password of your Relief account was just changed and every other session was signed out.`,
    'If this was not you, choose a new password at once with "Forgot password?" on the sign-in page.',
  ]);
}

export function twoFactorMail(name: string, to: string, enabled: boolean): OutgoingMail {
  return compose(
    enabled ? 'two-factor-on' : 'two-factor-off',
    to,
    enabled ? 'Two-factor sign-in is on for your Relief account' : 'Two-factor sign-in was turned off for your Relief account',
    [
      enabled
        ? `Hello ${name}, signing in to your Relief account now also asks for a code from your authenticator app. Keep your recovery codes somewhere safe.`
        : `Hello ${name}, signing in to your Relief account no longer asks for a code from your authenticator app.`,
      'If this was not you, change your password at once and contact the Relief team.',
    ],
  );
}

export interface GiftMailFacts {
  to: string;
  name: string;
  reference: string;
  amount: string; // "Tk 1,234.50"
  campaign: string;
}

const dhakaTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', dateStyle: 'medium', timeStyle: 'short' });
export const dhaka = (ms: number) => `${dhakaTime.format(ms)} (Dhaka)`;

export function pledgeMail(appUrl: string, f: GiftMailFacts, steps: string[]): OutgoingMail {
  return compose(
    'pledge',
    f.to,
    `Your pledge ${f.reference}: how to pay`,
    [`Hello ${f.name}, thank you for pledging ${f.amount} to "${f.campaign}". Nothing is counted until the money arrives.`, ...steps],
    { url: `${appUrl}/donations`, label: 'Relief campaigns' },
  );
}

export function receiptMail(appUrl: string, f: GiftMailFacts & { receiptNo: string; when: number; method: string; transactionId: string | null }): OutgoingMail {
  return compose(
    'receipt',
    f.to,
    `Receipt ${f.receiptNo}: ${f.amount} to "${f.campaign}"`,
    [
      `Hello ${f.name}, we have received your gift. Thank you.`,
      `Receipt number: ${f.receiptNo}`,
      `Campaign: ${f.campaign}`,
      `Amount: ${f.amount}`,
      `Date: ${dhaka(f.when)}`,
      `Method: ${f.method}`,
      `Reference: ${f.reference}${f.transactionId ? ` (transaction ID ${f.transactionId})` : ''}`,
      'Signed-in donors can download this receipt as a PDF from their donation history. Every confirmed gift is also in the public ledger.',
    ],
    { url: `${appUrl}/transparency`, label: 'The public ledger' },
  );
}

export function rejectedMail(f: GiftMailFacts, reason: string): OutgoingMail {
  return compose('gift-rejected', f.to, `Your pledge ${f.reference} was not confirmed`, [
    `Hello ${f.name}, we could not confirm your pledge of ${f.amount} to "${f.campaign}".`,
    `Reason: ${reason}`,
    'If you did send the money, reply with the transaction ID and the sending number so we can look again.',
  ]);
}

export function refundedMail(f: GiftMailFacts, reason: string): OutgoingMail {
  return compose('gift-refunded', f.to, `Your gift ${f.reference} was refunded`, [
    `Hello ${f.name}, your gift of ${f.amount} to "${f.campaign}" has been refunded.`,
    `Reason: ${reason}`,
  ]);
}

/**
 * News about a campaign to one donor (one message per address; nobody sees another's address). The
 * unsubscribe link is also in the List-Unsubscribe headers (RFC 8058 one-click: mail programs POST to it).
 */
export function campaignUpdateMail(appUrl: string, f: { to: string; campaignId: number; campaign: string; body: string; unsubscribeUrl: string }): OutgoingMail {
  const mail = compose(
    'campaign-update',
    f.to,
    `News from "${f.campaign}"`,
    [`An update on "${f.campaign}", a campaign you gave to:`, ...f.body.split(/\n{2,}/), 'Thank you for your gift.'],
    { url: `${appUrl}/donations/${f.campaignId}`, label: 'See the campaign' },
    { url: f.unsubscribeUrl, label: 'No more updates about this campaign (one click)' },
  );
  return { ...mail, headers: { 'List-Unsubscribe': `<${f.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
