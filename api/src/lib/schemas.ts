/**
 * Shared JSON schemas (TypeBox) used by the route schemas of every domain.
 * `x-message` is our extension: the catalogue key (src/i18n) of the readable text the error handler
 * answers when that schema fails, in the request's language; `x-message-params` fills its placeholders.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { userColumns } from '../db/row-schemas.js';
import { IMAGE_PATTERN, LIMITS } from '../rules.js';
import type { MessageKey, Params } from '../i18n/index.js';

/** The keywords that give a schema its own validation message (a catalogue key; params must be JSON). */
export const xMessage = (key: MessageKey, params?: Params) => (params ? { 'x-message': key, 'x-message-params': params } : { 'x-message': key });

/** Every failed call: 4xx and 5xx answers. */
export const ErrorSchema = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  /** Only on errors a client acts on besides showing the message, e.g. `offline-duplicate` (POST /user-donations/offline). */
  code: Type.Optional(Type.String()),
});
/** A write that answers only a sentence. */
export const MessageSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** `{ success: true, data }`: the answer of most reads. */
export const ok = <T extends TSchema>(data: T) => Type.Object({ success: Type.Literal(true), data });
/** `{ success: true, message, data }`: the answer of most writes (data = what was written). */
export const okMessageWith = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), message: Type.String(), data });

/** The same schema with more keywords (our `x-message`, a `description`), of the same static type. */
export const withOptions = <T extends TSchema>(schema: T, options: Record<string, unknown>) =>
  Type.Unsafe<Static<T>>({ ...schema, ...options });

/** Error answers every route may give (validation, auth, not found, conflict, rate limit, body too large). */
export const errorResponses = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;

/** A 200 answer that is a PDF file (documents the file; the handler sends the bytes, nothing is serialised). */
export const pdfResponse = {
  200: { description: 'The PDF file', content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } } },
} as const;

export const ID_PATTERN = '^[1-9][0-9]{0,15}$';
export const Id = Type.String({ pattern: ID_PATTERN, ...xMessage('validation.numericId') });
export const IdParams = Type.Object({ id: Id });

/** Required text: trimmed by the handler, must contain a non-space character, bounded length. */
export const Text = (maxLength: number, extra: Record<string, unknown> = {}) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...extra });

/** Optional free text that may be empty. */
export const OptionalText = (maxLength: number) => Type.String({ maxLength });

export const Email = Type.String({ format: 'email', maxLength: LIMITS.email, ...xMessage('validation.email') });
export const EmailParams = Type.Object({ email: Email });

export const Image = Type.String({
  maxLength: LIMITS.image,
  pattern: IMAGE_PATTERN,
  ...xMessage('validation.image'),
});

/**
 * Money input: a JSON number or a numeric string; exact parsing, and the route's own largest amount (a gift's
 * MAX_GIFT_TK, a campaign target's MAX_AMOUNT_TK), in the handler (lib/money.ts parseAmount, whose message
 * names that maximum). The schema refuses only another type, with a message that names no maximum: it
 * cannot know the route's. No length limit here: text of any length reaches the amount rule (at most 9
 * digits before the point), within the body limit.
 */
export const MoneyInput = Type.Union([Type.Number(), Type.String()], xMessage('validation.money'));

/** users.role (drizzle-typebox). */
export const RoleSchema = userColumns.role;

/** Every list answers at most this many rows (?limit=1..100, default 100) and counts them all in `total`. */
export const MAX_PAGE = 100;

export const Pagination = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, ...xMessage('validation.pageLimit', { max: MAX_PAGE }) })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, ...xMessage('validation.pageOffset') })),
};
export const PageQuery = Type.Object(Pagination);

export interface Page {
  limit: number;
  offset: number;
}

/** The page a query asks for, with the defaults filled in. */
export function pageOf(query: { limit?: number; offset?: number }): Page {
  return { limit: query.limit ?? MAX_PAGE, offset: query.offset ?? 0 };
}

/** `{ success, data: T[], total }`: one page of a list and the number of rows in the whole list. */
export const okPage = <T extends TSchema>(item: T) =>
  Type.Object({ success: Type.Literal(true), data: Type.Array(item), total: Type.Integer() });

/** Trims every string value of a shallow object (bodies are validated first, then trimmed). */
export function trimStrings<T extends Record<string, unknown>>(body: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) out[k] = typeof v === 'string' ? v.trim() : v;
  return out as T;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `T | null` as a JSON-schema type array (cheaper to serialise than anyOf). */
export const Nullable = <T extends TSchema>(schema: T, options: Record<string, unknown> = {}) => {
  const s = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [s.type, 'null'], ...options } as TSchema);
};
