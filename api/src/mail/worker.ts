/**
 * Sends the outbox: one message at a time, leased so a second worker (or a restarted one) skips it,
 * retried with exponential backoff when the server refuses or is down. A crash after commit loses
 * nothing: the row stays unsent until a worker sends it (a crash after sending but before marking it
 * sent sends it once more when the lease ends: at-least-once, same Message-ID). Requests never wait
 * for mail: they call kick(), which starts a run after the current tick.
 */
import type { MailTransport } from './transport.js';
import type { OutboxStore } from './outbox.js';
import { withoutEmails } from '../lib/log-url.js';

export interface MailWorkerOptions {
  store: OutboxStore;
  transport: MailTransport;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Poll interval in ms; 0 = no timer (tests call runOnce). */
  pollMs: number;
  maxAttempts?: number;
  leaseMs?: number;
  now?: () => number;
}

export interface MailWorker {
  /** Sends every due message; resolves with how many were sent. Concurrent calls share one run. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (after this tick); used right after a transaction that queued mail. */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min, ... at most 6 h, with ±20 % jitter so retries of many messages spread out. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { store, transport, log, pollMs } = options;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? 60_000;
  const now = options.now ?? Date.now;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (stopped) return sent;
      const row = await store.claim(now(), leaseMs, maxAttempts);
      if (!row) return sent;
      try {
        await transport.send(row);
        await store.markSent(row.id, now());
        sent += 1;
      } catch (err) {
        const attempts = row.attempts + 1;
        const error = err instanceof Error ? err.message : String(err);
        await store.markFailed(row.id, error, now() + backoffMs(attempts));
        // The outbox row keeps the server's words; the log line names no address (a refusal usually quotes the recipient's).
        const entry = { outboxId: row.id, kind: row.kind, attempts, error: withoutEmails(error) };
        if (attempts >= maxAttempts) log.error(entry, 'mail not sent; giving up after the last attempt');
        else log.warn(entry, 'mail not sent; will retry');
      }
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drain();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runOnce,
    kick() {
      if (stopped) return;
      setImmediate(() => {
        runOnce().catch((err) => log.error({ err }, 'mail worker failed'));
      });
    },
    start() {
      if (pollMs <= 0 || timer) return;
      timer = setInterval(() => {
        runOnce().catch((err) => log.error({ err }, 'mail worker failed'));
      }, pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
