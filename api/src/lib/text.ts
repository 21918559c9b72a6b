/**
 * Invisible characters people can use to disguise text: bidi controls (which can reverse how a name
 * reads, e.g. "‮gnp.exe") and zero-width characters (which make two names look the same). They are
 * removed from every text field. ZWNJ and ZWJ (U+200C, U+200D) shape Bangla and other scripts inside
 * words, so they stay between two letters (or a letter's marks) and go everywhere else.
 */
const BIDI_AND_INVISIBLE = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;
const JOINER_NOT_IN_WORD = /(?<![\p{L}\p{M}])[\u200C\u200D]+|[\u200C\u200D]+(?![\p{L}\p{M}])/gu;

export function stripInvisible(text: string): string {
  return text.replace(BIDI_AND_INVISIBLE, '').replace(JOINER_NOT_IN_WORD, '');
}

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
