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

/**
 * Control characters no text a person types contains: C0 controls but tab, line feed and carriage
 * return, and DEL. NUL in particular cannot be stored in a PostgreSQL text column (the database
 * refuses the whole statement), and the others are junk in a name, a message or a search.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Where in `value` (a parsed JSON body, the query or the path's parameters) a string holds a control
 * character, as a field path the validation messages use ("body/userInfo/name", at most 200
 * characters); undefined for none. Every string and every key, at any depth, is looked at (without
 * recursion: a body nested 100,000 levels deep is still looked at); password fields are not: they
 * are hashed as typed.
 */
export function controlCharacterField(value: unknown, root: string): string | undefined {
  interface Step { item: unknown; key: string; parent?: Step }
  const pathOf = (step: Step) => {
    const keys: string[] = [];
    for (let s: Step | undefined = step; s; s = s.parent) keys.push(s.key);
    const path = keys.reverse().join('/');
    return path.length > 200 ? `${path.slice(0, 199)}…` : path;
  };
  const stack: Step[] = [{ item: value, key: root }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (typeof step.item === 'string') {
      if (CONTROL.test(step.item)) return pathOf(step);
    } else if (step.item && typeof step.item === 'object') {
      for (const [key, child] of Object.entries(step.item)) {
        const next = { item: child, key, parent: step };
        if (CONTROL.test(key)) return pathOf(next);
        if (!/password/i.test(key) || typeof child !== 'string') stack.push(next);
      }
    }
  }
  return undefined;
}

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
