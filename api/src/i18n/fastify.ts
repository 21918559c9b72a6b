/**
 * The request's language (Accept-Language) and `request.t`, which puts a message into words in it.
 * An answer whose text went through `request.t` says which language it is in (`Content-Language`) and
 * that it depends on Accept-Language (`Vary`), so shared caches keep one copy per language. Answers
 * that hold only data (the cached public reads) never call `t` and do not vary.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pickLocale, translate, type Locale, type MessageKey, type Msg, type Params } from './index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** bn or en, from Accept-Language (English when absent or neither). */
    readonly locale: Locale;
    /** The message in the request's language; marks the answer as translated. */
    t(key: MessageKey | Msg, params?: Params): string;
    translated: boolean;
  }
}

/** Adds `value` to the answer's Vary header unless it is there (or Vary is `*`). */
export function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const list = current === undefined ? [] : String(current).split(',').map((v) => v.trim()).filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === value.toLowerCase())) return;
  reply.header('vary', [...list, value].join(', '));
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      const header = this.headers['accept-language'];
      return pickLocale(Array.isArray(header) ? header.join(',') : header);
    },
  });
  app.decorateRequest('translated', false);
  app.decorateRequest('t', function (this: { locale: Locale; translated: boolean }, key: MessageKey | Msg, params?: Params) {
    this.translated = true;
    return translate(this.locale, key, params);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.translated) {
      reply.header('content-language', request.locale);
      addVary(reply, 'Accept-Language');
    }
    done(null, payload);
  });
}
