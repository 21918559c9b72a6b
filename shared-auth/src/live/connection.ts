/**
 * The tab's one EventSource on GET /events (a chunk of its own, loaded by ./live-totals after the
 * page has loaded). Open while at least one cache entry follows it; closed when the last one goes.
 *
 * Events carry state (a campaign's raised amount and donor count, id = version), so a missed or
 * repeated event cannot make a page wrong for longer than until the next one. After any error the
 * stream is closed and opened again after 1 s, 2 s, 4 s … up to a minute (±25 %) (EventSource's own retry
 * gives up on a 503 and does not back off), resuming from the last version seen (`?lastEventId=`:
 * a new EventSource cannot set the Last-Event-ID header). A fresh stream (no version seen yet)
 * after a failed one may have missed changes: the entries following it are asked again. Lost for
 * more than 30 s, a small note says so until the stream is back.
 */
import type { CampaignTotalsEvent } from 'api/types';
import type { LiveEntry } from './live-totals';
// Nothing but types from the rest of shared-auth: a module imported from this chunk too could no longer be
// concatenated into the singleton's chunk, which every page downloads (+0.2 KB when tried).

/** What the follower brings: the API's base URL (run-time configuration) and the api (its endpoints). */
export interface LiveContext {
  apiBaseUrl: string;
  endpoints: Record<string, { initiate(arg: unknown, options: object): never } | undefined>;
}

export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 60_000;
export const LOST_NOTE_AFTER_MS = 30_000;
/** Events come in bursts (a bulk confirmation, a statement): one refetch per burst. */
export const REFETCH_AFTER_MS = 500;
export const LOST_NOTE_TEXT = 'Live totals paused: reconnecting…';

/** An event, or null: changes may have been missed (ask again). */
type Listener = (event: CampaignTotalsEvent | null) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let retryMs = FIRST_RETRY_MS;
let lastId = '';
let failed = false;
let lostTimer: ReturnType<typeof setTimeout> | undefined;
let note: HTMLElement | undefined;
let baseUrl = '';

const emit = (event: CampaignTotalsEvent | null) => {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // one entry's trouble is not the others'
    }
  }
};

function found() {
  clearTimeout(lostTimer);
  lostTimer = undefined;
  note?.remove();
  note = undefined;
}

function showNote() {
  note = document.createElement('div');
  note.setAttribute('role', 'status');
  note.textContent = LOST_NOTE_TEXT;
  Object.assign(note.style, {
    position: 'fixed',
    left: '12px',
    bottom: '12px',
    zIndex: '400',
    padding: '4px 10px',
    borderRadius: '4px',
    fontSize: '12px',
    pointerEvents: 'none',
    color: 'var(--mantine-color-dimmed)', // AA in the shared theme (gray-7 / dark-1), checked by e2e/live-totals
    background: 'var(--mantine-color-body)',
    border: '1px solid var(--mantine-color-default-border)',
  });
  document.body.append(note);
}

function open() {
  retry = undefined;
  const url = new URL(`${baseUrl}/events`, location.href);
  if (lastId) url.searchParams.set('lastEventId', lastId);
  const es = (source = new EventSource(url));
  es.onopen = () => {
    retryMs = FIRST_RETRY_MS;
    found();
  };
  es.addEventListener('ready', (m) => {
    lastId = m.lastEventId;
    // A fresh stream after a failed one: what changed in between is not coming.
    if (failed) emit(null);
  });
  es.addEventListener('campaign', (m) => {
    lastId = m.lastEventId;
    emit(JSON.parse(m.data) as CampaignTotalsEvent);
  });
  es.onerror = () => {
    es.close();
    source = null;
    failed = true;
    lostTimer ??= setTimeout(showNote, LOST_NOTE_AFTER_MS);
    // ±25 %: the streams a restarted server dropped do not all come back in the same instant.
    retry = setTimeout(open, retryMs * (0.75 + Math.random() / 2));
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };
}

function stop() {
  source?.close();
  source = null;
  clearTimeout(retry);
  retry = undefined;
  retryMs = FIRST_RETRY_MS;
  found();
}

/** Copies the event's totals onto its campaign wherever it is in an answer (one campaign, `data` or `rows` lists). */
export function patchCampaigns(answer: unknown, e: CampaignTotalsEvent): void {
  if (Array.isArray(answer)) {
    for (const item of answer) patchCampaigns(item, e);
  } else if (answer && typeof answer === 'object') {
    const c = answer as Record<string, unknown>;
    if (c._id === e.campaignId && 'totalDonationAmount' in c) {
      c.donationAmount = e.donationAmount;
      c.totalDonationAmount = e.totalDonationAmount;
      c.donorCount = e.donorCount;
    } else {
      patchCampaigns(c.data, e);
      patchCampaigns(c.rows, e);
    }
  }
}

/** Keeps one cache entry live until it is removed: patched by each event, or asked again (`refetch`). */
export function follow(entry: LiveEntry, refetch: boolean, context: LiveContext): void {
  baseUrl = context.apiBaseUrl;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const again = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const { endpointName, originalArgs } = entry.getCacheEntry();
      const endpoint = endpointName ? context.endpoints[endpointName] : undefined;
      if (endpoint) entry.dispatch(endpoint.initiate(originalArgs, { subscribe: false, forceRefetch: true }));
    }, REFETCH_AFTER_MS);
  };
  const listener: Listener = (event) => {
    if (event && !refetch) entry.updateCachedData((draft) => patchCampaigns(draft, event));
    else again();
  };
  listeners.add(listener);
  if (!source && !retry) open();
  void entry.cacheEntryRemoved.then(() => {
    clearTimeout(timer);
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  });
}
