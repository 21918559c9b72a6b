import { msg, translate, type MessageKey, type Msg, type Params } from '../i18n/index.js';

/**
 * An error whose message is safe and meant for the person using the API. It carries a catalogue key
 * (src/i18n): the error handler answers it in the request's language; `message` is the English text
 * (logs, and callers that read it).
 */
export class HttpError extends Error {
  public readonly msg: Msg;
  constructor(
    public readonly statusCode: number,
    message: MessageKey | Msg,
    /** Extra answer headers (Retry-After on 429). */
    public readonly headers: Record<string, string> = {},
    /** A stable word for clients that act on this error besides showing it (answered as `code`). */
    public readonly code?: string,
  ) {
    const m = typeof message === 'string' ? msg(message) : message;
    super(translate('en', m));
    this.msg = m;
    this.name = 'HttpError';
  }
}

export const badRequest = (key: MessageKey, params?: Params) => new HttpError(400, msg(key, params));
export const unauthorized = (key: MessageKey = 'error.signIn', params?: Params) => new HttpError(401, msg(key, params));
export const forbidden = (key: MessageKey = 'error.forbidden', params?: Params) => new HttpError(403, msg(key, params));
export const notFound = (key: MessageKey, params?: Params) => new HttpError(404, msg(key, params));
export const conflict = (key: MessageKey, params?: Params) => new HttpError(409, msg(key, params));

/** 429 with Retry-After (whole seconds, at least 1), worded like @fastify/rate-limit's answers. */
export const tooManyRequests = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, msg(seconds === 1 ? 'error.tooManyRequestsSeconds_one' : 'error.tooManyRequestsSeconds_other', { count: seconds }), { 'retry-after': String(seconds) });
};
