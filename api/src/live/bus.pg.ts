/**
 * The change bus across replicas: PostgreSQL LISTEN/NOTIFY (see bus.ts). The database itself notifies:
 * triggers of migration 0002 (drizzle-pg) send `NOTIFY relief_changes, '<topic>'` with every committed
 * write to the ledger, the campaigns and the leaderboard rows, whoever made it (any replica, db:copy,
 * psql), and only on COMMIT. One dedicated connection per process LISTENs and calls its listeners.
 * publish() (called by this process's repositories after their commit) calls the listeners at once too,
 * so a read that follows a change here never gets the old answer; hearing the same change again from the
 * database costs a cache refill at most (events carry state, not deltas). When the listening connection
 * is lost it reconnects with backoff and then announces every topic once, since changes made meanwhile
 * were not heard.
 */
import pg from 'pg';
import { createLocalBus, type Change, type ChangeBus, type ChangeTopic } from './bus.js';

export const CHANNEL = 'relief_changes';
const TOPICS: ChangeTopic[] = ['money', 'campaigns', 'donors'];

export interface PgBus extends ChangeBus {
  /** Connects the listening connection (resolves once LISTEN is in place). */
  start(): Promise<void>;
  /** Whether the LISTEN connection is in place now (false while reconnecting). */
  listening(): boolean;
  close(): Promise<void>;
}

export interface PgBusOptions {
  url: string;
  onError: (err: unknown, what: string) => void;
  /** Reconnect delays grow from this (ms) to 10 s. */
  retryMs?: number;
}

export function createPgBus(options: PgBusOptions): PgBus {
  const local = createLocalBus((err) => options.onError(err, 'a change listener failed'));
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = options.retryMs ?? 250;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: options.url, application_name: 'relief-api-listen' });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      const topic = msg.payload as ChangeTopic;
      if (TOPICS.includes(topic)) local.publish({ topic });
    });
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      if (closed) return;
      if (err) options.onError(err, 'the LISTEN connection was lost; reconnecting');
      schedule();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await c.end();
      return;
    }
    client = c;
  };

  const schedule = () => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => {
          delay = options.retryMs ?? 250;
          // Changes made while we were not listening: readers fetch the current state.
          for (const topic of TOPICS) local.publish({ topic });
        },
        (err) => {
          options.onError(err, 'the LISTEN connection could not be made; retrying');
          delay = Math.min(delay * 2, 10_000);
          schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  return {
    publish(change: Change) {
      local.publish(change);
    },
    subscribe: local.subscribe,
    async start() {
      await connect();
    },
    listening: () => client !== null,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
