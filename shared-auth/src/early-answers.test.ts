import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, fetchWithEarlyAnswers, takeEarlyAnswer, type EarlyAnswer } from './early-answers';

const URL_A = 'http://api.test/api/v1/donations?limit=12&offset=0';

function answer(body: unknown, at = Date.now()): EarlyAnswer {
  return { response: Promise.resolve(new Response(JSON.stringify(body))), at };
}

afterEach(() => {
  delete window.__reliefEarlyAnswers;
  vi.unstubAllGlobals();
});

describe('takeEarlyAnswer', () => {
  it('gives a fresh answer once, for its exact URL only', async () => {
    const holder = { __reliefEarlyAnswers: { [URL_A]: answer({ n: 1 }) } };
    expect(takeEarlyAnswer(`${URL_A}&q=x`, Date.now(), holder)).toBeUndefined();
    const taken = takeEarlyAnswer(URL_A, Date.now(), holder);
    await expect(taken!.then((r) => r.json())).resolves.toEqual({ n: 1 });
    expect(takeEarlyAnswer(URL_A, Date.now(), holder)).toBeUndefined();
  });

  it('drops an answer older than the limit', () => {
    const at = 1_000_000;
    const holder = { __reliefEarlyAnswers: { [URL_A]: answer({}, at) } };
    expect(takeEarlyAnswer(URL_A, at + EARLY_ANSWER_MAX_AGE_MS + 1, holder)).toBeUndefined();
    expect(holder.__reliefEarlyAnswers[URL_A]).toBeUndefined();
  });
});

describe('fetchWithEarlyAnswers', () => {
  function stubFetch() {
    const fetchMock = vi.fn(async (_input: Request) => new Response(JSON.stringify({ from: 'network' })));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('answers a GET from the early answer without fetching', async () => {
    const fetchMock = stubFetch();
    window.__reliefEarlyAnswers = { [URL_A]: answer({ from: 'early' }) };
    const response = await fetchWithEarlyAnswers(new Request(URL_A));
    await expect(response.json()).resolves.toEqual({ from: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never answers another method from it', async () => {
    const fetchMock = stubFetch();
    window.__reliefEarlyAnswers = { [URL_A]: answer({ from: 'early' }) };
    const response = await fetchWithEarlyAnswers(new Request(URL_A, { method: 'POST', body: '{}' }));
    await expect(response.json()).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches again when the early request failed on the network', async () => {
    const fetchMock = stubFetch();
    window.__reliefEarlyAnswers = { [URL_A]: { response: Promise.reject(new TypeError('offline')), at: Date.now() } };
    const response = await fetchWithEarlyAnswers(new Request(URL_A));
    await expect(response.json()).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up on a hanging early answer when the call is aborted (timeout)', async () => {
    stubFetch();
    window.__reliefEarlyAnswers = { [URL_A]: { response: new Promise<Response>(() => undefined), at: Date.now() } };
    const controller = new AbortController();
    const pending = fetchWithEarlyAnswers(new Request(URL_A, { signal: controller.signal }));
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
