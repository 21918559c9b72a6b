/**
 * The live event hub behind GET /events: the open Server-Sent Events streams of this process.
 *
 * On every 'money' change from the bus it asks the repository which campaigns changed since the last
 * version it broadcast, and writes their current totals to every stream, oldest change first (SSE id =
 * version). A notification is only a "look now": the events come from the committed ledger, so a
 * rolled-back change emits nothing, and lost or repeated notifications (LISTEN/NOTIFY across replicas)
 * cannot make a client wrong. A stream that resumes (Last-Event-ID) gets the campaigns changed since its
 * id before any new event; broadcasts that arrive meanwhile wait in its buffer, and each stream only ever
 * gets versions above the last it was sent.
 */
import { PassThrough } from 'node:stream';
import type { CampaignTotalsEvent } from '../types.js';
import type { ChangeBus } from './bus.js';
import { clientNetwork } from '../lib/client-key.js';
import type { LiveRepository } from './repository.js';

export interface HubOptions {
  /** Open streams allowed in this process; more get 503. */
  maxStreams: number;
  /** Open streams allowed per client address in this process (0 = no limit); more get 429. */
  maxPerClient: number;
  /** Open streams allowed per IPv6 /48 in this process (0 = no limit; lib/client-key.ts clientNetwork); more get 429. */
  maxPerNetwork: number;
  /** A comment line this often keeps proxies from closing a quiet stream (ms). */
  heartbeatMs: number;
  onError(err: unknown): void;
}

interface Stream {
  out: PassThrough;
  /** The client's address (the per-client count). */
  client: string;
  /** The highest version written to this stream. */
  last: number;
  /** Broadcasts held while the stream catches up (null once live). */
  held: CampaignTotalsEvent[] | null;
}

/** A client that does not read what it is sent is dropped past this much unsent output. */
const MAX_BUFFERED = 1024 * 1024;

export const sseMessage = (e: CampaignTotalsEvent) => `id: ${e.version}\nevent: campaign\ndata: ${JSON.stringify(e)}\n\n`;

/** Last-Event-ID as a version: a non-negative integer, or null (absent or not a version of ours). */
export function parseLastEventId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\s*\d{1,15}\s*$/.test(value)) return null;
  return Number(value);
}

export interface EventHub {
  /** Starts listening to the bus (reads the current version first). */
  start(): Promise<void>;
  /**
   * A new stream; 'full' when maxStreams are open, 'client' when this client has maxPerClient open
   * (one address cannot take every stream: the others' live totals would stop). Without Last-Event-ID (null) it starts with a `ready`
   * event carrying the current version; with one, with the campaigns changed since (all campaigns with
   * money when the id is ahead of this database: it came from another one).
   */
  open(lastEventId: number | null, client: string): PassThrough | 'full' | 'client';
  /** Open streams. */
  size(): number;
  /** Ends every stream and stops (server shutdown). */
  close(): void;
}

export function createEventHub(repo: LiveRepository, bus: ChangeBus, options: HubOptions): EventHub {
  const streams = new Set<Stream>();
  const perClient = new Map<string, number>();
  /** Open streams per IPv6 /48: one network's many /64s cannot take every stream either. */
  const perNetwork = new Map<string, number>();
  const countDown = (counts: Map<string, number>, key: string | null) => {
    if (key === null) return;
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
  let version = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let closed = false;

  const write = (s: Stream, text: string) => {
    if (s.out.writableLength > MAX_BUFFERED) {
      drop(s);
      s.out.destroy();
      return;
    }
    s.out.write(text);
  };
  const send = (s: Stream, e: CampaignTotalsEvent) => {
    if (e.version <= s.last) return;
    s.last = e.version;
    write(s, sseMessage(e));
  };
  const drop = (s: Stream) => {
    if (!streams.delete(s)) return;
    countDown(perClient, s.client);
    countDown(perNetwork, clientNetwork(s.client));
  };

  // One refresh at a time; changes that arrive during one ask for one more.
  let running: Promise<void> | null = null;
  let again = false;
  const refresh = async () => {
    do {
      again = false;
      const changed = await repo.changedSince(version);
      for (const e of changed) {
        if (e.version <= version) continue;
        version = e.version;
        for (const s of streams) {
          if (s.held) s.held.push(e);
          else send(s, e);
        }
      }
    } while (again && !closed);
  };
  const onMoney = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = refresh()
      .catch(options.onError)
      .finally(() => (running = null));
  };

  const catchUp = async (s: Stream, since: number | null) => {
    try {
      const head = await repo.head();
      if (since === null) {
        s.last = head;
        write(s, `id: ${head}\nevent: ready\ndata: ${JSON.stringify({ version: head })}\n\n`);
      } else {
        // An id ahead of this database's ledger came from another database: everything is news.
        for (const e of await repo.changedSince(since > head ? 0 : since)) send(s, e);
        s.last = Math.max(s.last, Math.min(since, head));
      }
      const held = s.held ?? [];
      s.held = null;
      for (const e of held) send(s, e);
    } catch (err) {
      options.onError(err);
      drop(s);
      s.out.destroy();
    }
  };

  return {
    async start() {
      version = await repo.head();
      unsubscribe = bus.subscribe((change) => {
        if (change.topic === 'money') onMoney();
      });
      heartbeat = setInterval(() => {
        for (const s of streams) write(s, ': heartbeat\n\n');
      }, options.heartbeatMs);
      heartbeat.unref();
    },
    open(lastEventId, client) {
      if (closed || streams.size >= options.maxStreams) return 'full';
      const mine = perClient.get(client) ?? 0;
      if (options.maxPerClient > 0 && mine >= options.maxPerClient) return 'client';
      const network = clientNetwork(client);
      const ours = network === null ? 0 : (perNetwork.get(network) ?? 0);
      if (network !== null && options.maxPerNetwork > 0 && ours >= options.maxPerNetwork) return 'client';
      const s: Stream = { out: new PassThrough(), client, last: 0, held: [] };
      streams.add(s);
      perClient.set(client, mine + 1);
      if (network !== null) perNetwork.set(network, ours + 1);
      s.out.on('close', () => drop(s));
      s.out.write(': relief live totals\n\n');
      void catchUp(s, lastEventId);
      return s.out;
    },
    size() {
      return streams.size;
    },
    close() {
      closed = true;
      unsubscribe?.();
      if (heartbeat) clearInterval(heartbeat);
      for (const s of streams) s.out.end();
      streams.clear();
      perClient.clear();
      perNetwork.clear();
    },
  };
}
