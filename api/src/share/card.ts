/**
 * The share card of a campaign: a small HTML page with OpenGraph and Twitter card tags (title,
 * description with raised versus target, image) for the previews chat apps and social sites draw,
 * which sends people on to the campaign page. No script: a meta refresh and a link.
 */
import { pickLocale, plural, tk, tkParam, translate, type Locale } from '../i18n/index.js';
import { escapeHtml } from '../lib/text.js';

export type ShareLanguage = Locale;

export interface ShareCard {
  title: string;
  description: string;
  /** Absolute URL of the picture (http/https), or null when the campaign has none. */
  image: string | null;
  raisedPoisha: number;
  targetPoisha: number;
  donorCount: number;
  /** The campaign page in the web app, where people are sent on. */
  pageUrl: string;
  lang: ShareLanguage;
}

const DESCRIPTION_CHARS = 200;

/** ?lang= first (bn or en), then Accept-Language (src/i18n: the best of our languages by q); English otherwise. */
export function shareLanguage(lang: string | undefined, acceptLanguage: string | undefined): ShareLanguage {
  if (lang === 'bn' || lang === 'en') return lang;
  return pickLocale(acceptLanguage);
}

/** Tk amount exact to the poisha: "Tk 1,234.50" / "৳১,২৩৪.৫০" (src/i18n's tk). */
export const amountText = (poisha: number, lang: ShareLanguage): string => tk(poisha, lang);

/** "Tk 1,200 raised of Tk 5,000 · 12 gifts" in the card's language. */
export function progressText(card: Pick<ShareCard, 'raisedPoisha' | 'targetPoisha' | 'donorCount' | 'lang'>): string {
  return translate(card.lang, plural('share.progress', card.donorCount, { raised: tkParam(card.raisedPoisha), target: tkParam(card.targetPoisha) }));
}

/** At most `max` characters, cut at a word and marked with an ellipsis; whitespace runs made single spaces. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function shareCardHtml(card: ShareCard): string {
  const e = escapeHtml;
  const description = `${progressText(card)}. ${excerpt(card.description, DESCRIPTION_CHARS)}`;
  const open = translate(card.lang, 'share.open');
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${e(value)}">`;
  return [
    '<!doctype html>',
    `<html lang="${card.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(card.title)} · Relief</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${e(card.pageUrl)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Relief'),
    meta('property', 'og:locale', card.lang === 'bn' ? 'bn_BD' : 'en_US'),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', card.pageUrl),
    ...(card.image ? [meta('property', 'og:image', card.image), meta('property', 'og:image:alt', card.title)] : []),
    meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', description),
    ...(card.image ? [meta('name', 'twitter:image', card.image)] : []),
    `<meta http-equiv="refresh" content="0; url=${e(card.pageUrl)}">`,
    '</head>',
    '<body>',
    `<h1>${e(card.title)}</h1>`,
    `<p>${e(description)}</p>`,
    `<p><a href="${e(card.pageUrl)}">${e(open)}</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
