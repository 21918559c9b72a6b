/**
 * Answers to API calls the shell's entry started before any page code had loaded
 * (shell/src/federation/first-call.ts): the opened page's first public GET goes out alongside the
 * shell's own scripts instead of after React, the remote and the page have run (one slow-link
 * round trip, ~0.5–1 s, earlier). The shell leaves each on `window.__reliefEarlyAnswers` under the
 * absolute URL it asked for; the api's base query takes it for the first GET of exactly that URL,
 * once, within EARLY_ANSWER_MAX_AGE_MS. Any other call, or one that comes too late, is fetched.
 */
export interface EarlyAnswer {
  response: Promise<Response>;
  /** Date.now() when it was asked for. */
  at: number;
}

declare global {
  interface Window {
    __reliefEarlyAnswers?: Record<string, EarlyAnswer>;
  }
}

export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

type Holder = { __reliefEarlyAnswers?: Record<string, EarlyAnswer> };

/** The early answer for this URL, if there is a fresh one; it is gone afterwards (a body reads once). */
export function takeEarlyAnswer(url: string, now: number = Date.now(), holder: Holder = globalThis as Holder): Promise<Response> | undefined {
  const answers = holder.__reliefEarlyAnswers;
  const answer = answers?.[url];
  if (!answers || !answer) return undefined;
  delete answers[url];
  return now - answer.at <= EARLY_ANSWER_MAX_AGE_MS ? answer.response : undefined;
}

/** Rejects when the signal aborts (RTK Query's timeout and unsubscribe), else settles as `promise` does. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The request was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The api's fetch: a GET with a waiting early answer gets that answer (or, if that request failed
 * on the network, a fetch of its own); everything else is fetched.
 */
export function fetchWithEarlyAnswers(input: Request): Promise<Response> {
  const early = input.method === 'GET' ? takeEarlyAnswer(input.url) : undefined;
  if (!early) return fetch(input);
  return abortable(
    early.catch(() => fetch(input)),
    input.signal,
  );
}
