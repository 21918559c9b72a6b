/**
 * The mails the product sends: plain text with the same content as simple HTML, in the language of the
 * person they go to (a user's or a gift's `locale`). Every sentence is a catalogue key (src/i18n).
 */
import { dhakaParam, tkParam, translate, type Locale, type MessageKey, type Params } from '../i18n/index.js';
import { escapeHtml } from '../lib/text.js';
import type { ReceivingAccount } from '../types.js';
import type { OutgoingMail } from './outbox.js';

interface Link {
  url: string;
  label: string;
}

function compose(kind: string, to: string, locale: Locale, subject: string, paragraphs: string[], link?: Link, footer?: Link): OutgoingMail {
  const signature = translate(locale, 'mail.signature');
  const linkText = (l: Link) => `${l.label}:\n${l.url}`;
  const linkHtml = (l: Link) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`;
  const text = [...paragraphs.slice(0, 1), ...(link ? [linkText(link)] : []), ...paragraphs.slice(1), signature, ...(footer ? [linkText(footer)] : [])].join('\n\n');
  const html = [
    ...paragraphs.slice(0, 1).map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [linkHtml(link)] : []),
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(signature)}</p>`,
    ...(footer ? [linkHtml(footer)] : []),
  ].join('\n');
  return { kind, to, subject, text, html, ...(locale === 'en' ? {} : { headers: { 'Content-Language': locale } }) };
}

/** The mail's sentences, each a key with the same placeholders. */
const sayer = (locale: Locale, params: Params) => (key: MessageKey, more?: Params) => translate(locale, key, more ? { ...params, ...more } : params);

/**
 * The link to confirm an address. Nobody has confirmed the address yet, so the mail carries nothing a
 * person typed (not the name given at registration): whoever registered may not own the address.
 */
export function verifyEmailMail(appUrl: string, to: string, token: string, locale: Locale = 'en'): OutgoingMail {
  const t = sayer(locale, {});
  return compose('verify-email', to, locale, t('mail.verify.subject'), [t('mail.verify.helloAnyone'), t('mail.verify.note')], {
    url: `${appUrl}/verify-email?token=${token}`,
    label: t('mail.verify.link'),
  });
}

/*
 * The other account mails greet by the account's name only once the account has confirmed its address
 * (`name` null: no name), so a stranger who registered someone else's address cannot mail them text.
 */

export function resetPasswordMail(appUrl: string, name: string | null, to: string, token: string, locale: Locale = 'en'): OutgoingMail {
  const t = sayer(locale, { name: name ?? '' });
  return compose('reset-password', to, locale, t('mail.reset.subject'), [t(name === null ? 'mail.reset.helloAnyone' : 'mail.reset.hello'), t('mail.reset.note')], {
    url: `${appUrl}/reset-password?token=${token}`,
    label: t('mail.reset.link'),
  });
}

export function passwordChangedMail(name: string | null, to: string, locale: Locale = 'en'): OutgoingMail {
  const t = sayer(locale, { name: name ?? '' });
  return compose('password-changed', to, locale, t('mail.passwordChanged.subject'), [
    t(name === null ? 'mail.passwordChanged.helloAnyone' : 'mail.passwordChanged.hello'),
    t('mail.passwordChanged.note'),
  ]);
}

export function twoFactorMail(name: string | null, to: string, enabled: boolean, locale: Locale = 'en'): OutgoingMail {
  const t = sayer(locale, { name: name ?? '' });
  const hello = enabled ? (name === null ? 'mail.twoFactorOn.helloAnyone' : 'mail.twoFactorOn.hello') : name === null ? 'mail.twoFactorOff.helloAnyone' : 'mail.twoFactorOff.hello';
  return compose(
    enabled ? 'two-factor-on' : 'two-factor-off',
    to,
    locale,
    t(enabled ? 'mail.twoFactorOn.subject' : 'mail.twoFactorOff.subject'),
    [t(hello), t('mail.twoFactor.note')],
  );
}

/**
 * To the owner, once per pause, when wrong second-factor codes paused the account's codes (users/routes.ts):
 * someone has the password. Nothing the one trying typed or sent (codes, address, browser) is in it.
 */
export function codesPausedMail(name: string | null, to: string, minutes: number, locale: Locale = 'en'): OutgoingMail {
  const t = sayer(locale, { name: name ?? '', minutes });
  return compose('codes-paused', to, locale, t('mail.codesPaused.subject'), [
    t(`${name === null ? 'mail.codesPaused.helloAnyone' : 'mail.codesPaused.hello'}_${minutes === 1 ? 'one' : 'other'}`),
    t('mail.codesPaused.note'),
  ]);
}

export interface GiftMailFacts {
  to: string;
  /** Null: the mail greets "Dear donor" — a name nobody vouches for is never written to an address nobody verified (donations/repository.ts, giftMailFacts). */
  name: string | null;
  reference: string;
  amountPoisha: number;
  campaign: string;
  /** The gift's language (donations.locale). */
  locale: Locale;
}

const giftSayer = (f: GiftMailFacts) => sayer(f.locale, { name: f.name ?? '', reference: f.reference, amount: tkParam(f.amountPoisha), campaign: f.campaign });

/** "bKash: 01712345678 (label, account name)" lines after "Where to send it:" (none when no account is published). */
export function accountLines(accounts: Pick<ReceivingAccount, 'channel' | 'number' | 'label' | 'accountName'>[], locale: Locale): string[] {
  if (accounts.length === 0) return [];
  return [
    translate(locale, 'pay.whereTo'),
    ...accounts.map((a) => translate(locale, 'pay.account', { channel: translate(locale, `channel.${a.channel}`), number: a.number, label: a.label, accountName: a.accountName })),
  ];
}

export function pledgeMail(appUrl: string, f: GiftMailFacts, steps: string[], accounts: Pick<ReceivingAccount, 'channel' | 'number' | 'label' | 'accountName'>[]): OutgoingMail {
  const t = giftSayer(f);
  return compose('pledge', f.to, f.locale, t('mail.pledge.subject'), [t(f.name === null ? 'mail.pledge.helloDonor' : 'mail.pledge.hello'), ...steps, ...accountLines(accounts, f.locale)], {
    url: `${appUrl}/donations`,
    label: t('mail.pledge.link'),
  });
}

export function receiptMail(appUrl: string, f: GiftMailFacts & { receiptNo: string; when: number; method: MessageKey; transactionId: string | null }): OutgoingMail {
  const t = giftSayer(f);
  const facts = { receiptNo: f.receiptNo, when: dhakaParam(f.when), method: (l: Locale) => translate(l, f.method), transactionId: f.transactionId ?? '' };
  return compose(
    'receipt',
    f.to,
    f.locale,
    t('mail.receipt.subject', facts),
    [
      t(f.name === null ? 'mail.receipt.helloDonor' : 'mail.receipt.hello'),
      t('mail.receipt.number', facts),
      t('mail.receipt.campaign'),
      t('mail.receipt.amount'),
      t('mail.receipt.date', facts),
      t('mail.receipt.method', facts),
      t(f.transactionId ? 'mail.receipt.referenceWithId' : 'mail.receipt.reference', facts),
      t('mail.receipt.note'),
    ],
    { url: `${appUrl}/transparency`, label: t('mail.receipt.link') },
  );
}

export function rejectedMail(f: GiftMailFacts, reason: string): OutgoingMail {
  const t = giftSayer(f);
  return compose('gift-rejected', f.to, f.locale, t('mail.rejected.subject'), [t(f.name === null ? 'mail.rejected.helloDonor' : 'mail.rejected.hello'), t('mail.reason', { reason }), t('mail.rejected.note')]);
}

export function refundedMail(f: GiftMailFacts, reason: string): OutgoingMail {
  const t = giftSayer(f);
  return compose('gift-refunded', f.to, f.locale, t('mail.refunded.subject'), [t(f.name === null ? 'mail.refunded.helloDonor' : 'mail.refunded.hello'), t('mail.reason', { reason })]);
}

/**
 * News about a campaign to one donor (one message per address; nobody sees another's address). The
 * unsubscribe link is also in the List-Unsubscribe headers (RFC 8058 one-click: mail programs POST to it).
 */
export function campaignUpdateMail(
  appUrl: string,
  f: { to: string; campaignId: number; campaign: string; body: string; unsubscribeUrl: string; locale?: Locale },
): OutgoingMail {
  const locale = f.locale ?? 'en';
  const t = sayer(locale, { campaign: f.campaign });
  const mail = compose(
    'campaign-update',
    f.to,
    locale,
    t('mail.update.subject'),
    [t('mail.update.intro'), ...f.body.split(/\n{2,}/), t('mail.update.thanks')],
    { url: `${appUrl}/donations/${f.campaignId}`, label: t('mail.update.link') },
    { url: f.unsubscribeUrl, label: t('mail.update.unsubscribe') },
  );
  return { ...mail, headers: { ...mail.headers, 'List-Unsubscribe': `<${f.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
