/**
 * Live totals with a fake EventSource: one stream per tab, opened only once data is there; events patch
 * every cached answer holding the campaign (exactly), answers that cannot be patched are asked again
 * once per burst; errors close the stream and reopen it with a growing delay, resuming from the last
 * version; a note only when the stream is lost for more than 30 s.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignList } from 'api/types';
import { FIRST_RETRY_MS, LOST_NOTE_AFTER_MS, LOST_NOTE_TEXT, MAX_RETRY_MS, REFETCH_AFTER_MS } from './connection';
import { START_AFTER_LOAD_MS } from './live-totals';

class FakeEventSource extends EventTarget {
  static all: FakeEventSource[] = [];
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  readonly url: string;
  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.all.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(type: 'ready' | 'campaign', data: object, id: number) {
    this.dispatchEvent(Object.assign(new Event(type), { data: JSON.stringify(data), lastEventId: String(id) }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}
const streams = () => FakeEventSource.all;
const current = () => streams().at(-1)!;
const live = () => streams().filter((s) => !s.closed);

const campaign = (id: string, raised: number, donors: number): Campaign =>
  ({ _id: id, title: `Campaign ${id}`, amount: 100000, donationAmount: raised, totalDonationAmount: raised, donorCount: donors, donations: [] }) as unknown as Campaign;

let answers: Record<string, unknown>;
let calls: string[];

/** Fresh modules per test: the connection's state (last version, failures) is the tab's, kept in its module. */
async function setUp() {
  vi.resetModules();
  const { makeStore } = await import('../store');
  const { reliefApi } = await import('../api');
  const { configureRuntime } = await import('../config');
  const { liveCampaignTotals, liveRefetch } = await import('./live-totals');
  configureRuntime({ apiBaseUrl: 'http://api.test:4000/api/v1' });
  const testApi = reliefApi.injectEndpoints({
    endpoints: (build) => ({
      liveList: build.query<CampaignList, void>({ query: () => 'donations', onCacheEntryAdded: liveCampaignTotals }),
      liveOne: build.query<Campaign, string>({ query: (id) => `single-donation/${id}`, transformResponse: (a: { data: Campaign }) => a.data, onCacheEntryAdded: liveCampaignTotals }),
      livePaged: build.query<{ rows: Campaign[]; total: number }, void>({ query: () => 'paged', onCacheEntryAdded: liveCampaignTotals }),
      liveBoard: build.query<{ totalAmount: number }[], void>({ query: () => 'leaderboard', onCacheEntryAdded: liveRefetch }),
    }),
  });
  return { store: makeStore().store, reliefApi, testApi };
}
let store: Awaited<ReturnType<typeof setUp>>['store'];
let reliefApi: Awaited<ReturnType<typeof setUp>>['reliefApi'];
let testApi: Awaited<ReturnType<typeof setUp>>['testApi'];

let random: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  vi.useFakeTimers();
  // Retry delays are spread ±25 % at random: the middle, unless a test says otherwise.
  random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
  FakeEventSource.all = [];
  calls = [];
  answers = {
    donations: { success: true, data: [campaign('a', 100, 1), campaign('b', 200, 2)], total: 2 },
    'single-donation/a': { success: true, data: campaign('a', 100, 1) },
    paged: { rows: [campaign('b', 200, 2)], total: 1 },
    leaderboard: [{ totalAmount: 1 }],
  };
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname.replace('/api/v1/', '');
      calls.push(path);
      return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  ({ store, reliefApi, testApi } = await setUp());
});

afterEach(async () => {
  store.dispatch(reliefApi.util.resetApiState());
  await vi.waitFor(() => expect(live()).toHaveLength(0));
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const opened = async () => {
  await vi.advanceTimersByTimeAsync(START_AFTER_LOAD_MS);
  await vi.waitFor(() => expect(live()).toHaveLength(1));
  return current();
};
const data = <T>(select: (s: ReturnType<typeof store.getState>) => { data?: T }) => select(store.getState()).data!;

describe('one stream per tab, patching what it can', () => {
  it('opens one EventSource for all entries, after their data, and patches the campaign wherever it is', async () => {
    await store.dispatch(testApi.endpoints.liveList.initiate());
    await store.dispatch(testApi.endpoints.liveOne.initiate('a'));
    await store.dispatch(testApi.endpoints.livePaged.initiate());
    // Not during first paint: only a while after the load event.
    await vi.advanceTimersByTimeAsync(START_AFTER_LOAD_MS - 10);
    expect(streams()).toHaveLength(0);
    const stream = await opened();
    expect(stream.url).toBe('http://api.test:4000/api/v1/events');
    stream.open();
    stream.send('ready', { version: 7 }, 7);
    stream.send('campaign', { campaignId: 'a', donationAmount: 1334.56, totalDonationAmount: 1334.56, donorCount: 2, version: 8 }, 8);

    const list = data<CampaignList>(testApi.endpoints.liveList.select());
    expect(list.data.map((c) => [c._id, c.totalDonationAmount, c.donationAmount, c.donorCount])).toEqual([
      ['a', 1334.56, 1334.56, 2],
      ['b', 200, 200, 2],
    ]);
    expect(data<Campaign>(testApi.endpoints.liveOne.select('a'))).toMatchObject({ totalDonationAmount: 1334.56, donorCount: 2 });
    const untouched = data<{ rows: Campaign[] }>(testApi.endpoints.livePaged.select());
    stream.send('campaign', { campaignId: 'b', donationAmount: 250, totalDonationAmount: 250, donorCount: 3, version: 9 }, 9);
    expect(data<{ rows: Campaign[] }>(testApi.endpoints.livePaged.select()).rows[0]).toMatchObject({ totalDonationAmount: 250, donorCount: 3 });
    expect(untouched.rows[0]!.totalDonationAmount).toBe(200);
    // Still one stream, and nothing was asked again.
    expect(streams()).toHaveLength(1);
    expect(calls).toEqual(['donations', 'single-donation/a', 'paged']);
  });

  it('opens no stream for an entry whose query failed, and closes the stream when the last entry goes', async () => {
    answers.donations = undefined;
    vi.mocked(fetch).mockImplementationOnce(async () => new Response('{"success":false,"message":"down"}', { status: 503 }));
    await store.dispatch(testApi.endpoints.liveList.initiate());
    await vi.advanceTimersByTimeAsync(START_AFTER_LOAD_MS + 100);
    expect(streams()).toHaveLength(0);

    const sub = store.dispatch(testApi.endpoints.liveOne.initiate('a'));
    await sub;
    const stream = await opened();
    store.dispatch(reliefApi.util.resetApiState());
    await vi.waitFor(() => expect(stream.closed).toBe(true));
  });

  it('asks an entry that cannot be patched again, once per burst of events', async () => {
    await store.dispatch(testApi.endpoints.liveBoard.initiate());
    const stream = await opened();
    stream.open();
    for (let v = 10; v < 13; v++) stream.send('campaign', { campaignId: 'a', donationAmount: v, totalDonationAmount: v, donorCount: 1, version: v }, v);
    await vi.advanceTimersByTimeAsync(REFETCH_AFTER_MS - 1);
    expect(calls).toEqual(['leaderboard']);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(calls).toEqual(['leaderboard', 'leaderboard']));
  });
});

describe('reconnecting', () => {
  it('closes a failed stream and opens a new one after 1 s, 2 s, 4 s … (at most a minute), resuming from the last version', async () => {
    await store.dispatch(testApi.endpoints.liveList.initiate());
    const first = await opened();
    first.open();
    first.send('ready', { version: 41 }, 41);
    first.send('campaign', { campaignId: 'b', donationAmount: 1, totalDonationAmount: 1, donorCount: 1, version: 42 }, 42);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      const before = streams().length;
      current().fail(); // e.g. the server answered 503: EventSource would not retry at all
      expect(current().closed).toBe(true);
      let waited = 0;
      while (streams().length === before) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((s) => s * 1000));
    // The ends of the ±25 % spread.
    for (const [r, ms] of [[0, 45_000], [0.999, 75_000]] as const) {
      random.mockReturnValue(r);
      const before = streams().length;
      current().fail();
      await vi.advanceTimersByTimeAsync(ms - 100);
      expect(streams()).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(100);
      expect(streams()).toHaveLength(before + 1);
    }
    random.mockReturnValue(0.5);
    expect(current().url).toBe('http://api.test:4000/api/v1/events?lastEventId=42');
    // Back: the next failure waits the first delay again.
    current().open();
    current().fail();
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(live()).toHaveLength(1);
    expect(FIRST_RETRY_MS).toBe(1000);
    expect(MAX_RETRY_MS).toBe(60_000);
  });

  it('shows a small note only when the stream is lost for more than 30 s, and removes it when it is back', async () => {
    await store.dispatch(testApi.endpoints.liveList.initiate());
    const stream = await opened();
    stream.open();
    const note = () => [...document.querySelectorAll('[role="status"]')].find((n) => n.textContent === LOST_NOTE_TEXT);
    // A short loss: no note.
    stream.fail();
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    current().open();
    await vi.advanceTimersByTimeAsync(LOST_NOTE_AFTER_MS * 2);
    expect(note()).toBeUndefined();
    // A long one: the note after 30 s, through several attempts, gone once a stream opens.
    current().fail();
    await vi.advanceTimersByTimeAsync(LOST_NOTE_AFTER_MS - 100);
    expect(note()).toBeUndefined();
    for (const s of live()) s.fail();
    await vi.advanceTimersByTimeAsync(200);
    expect(note()).toBeDefined();
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
    live()[0]!.open();
    expect(note()).toBeUndefined();
  });

  it('a fresh stream after a failed one (no version seen yet) asks the entries again; the first one does not', async () => {
    await store.dispatch(testApi.endpoints.liveList.initiate());
    const first = await opened();
    first.fail(); // before its 'ready': no version to resume from
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    const second = current();
    expect(second.url).toBe('http://api.test:4000/api/v1/events');
    second.open();
    second.send('ready', { version: 5 }, 5);
    await vi.advanceTimersByTimeAsync(REFETCH_AFTER_MS);
    await vi.waitFor(() => expect(calls).toEqual(['donations', 'donations']));
    // From now on it resumes: no 'ready', nothing asked again.
    second.fail();
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(current().url).toBe('http://api.test:4000/api/v1/events?lastEventId=5');
    expect(calls).toEqual(['donations', 'donations']);
  });

  it('a new entry after the stream closed (no entry left) resumes from the last version', async () => {
    await store.dispatch(testApi.endpoints.liveOne.initiate('a'));
    const first = await opened();
    first.open();
    first.send('ready', { version: 3 }, 3);
    store.dispatch(reliefApi.util.resetApiState());
    await vi.waitFor(() => expect(first.closed).toBe(true));
    await store.dispatch(testApi.endpoints.liveOne.initiate('a'));
    await vi.waitFor(() => expect(live()).toHaveLength(1));
    expect(current().url).toBe('http://api.test:4000/api/v1/events?lastEventId=3');
  });
});
