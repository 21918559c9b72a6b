/**
 * The change bus: after a transaction that changed what the public reads COMMITS, its repository
 * publishes one Change. Listeners are the live event hub (GET /events) and the data version behind the
 * cached reads (ETag). A Change says what kind of data moved, never how: readers fetch the current state
 * (events carry state, not deltas), so a lost, doubled or late notification can never make them wrong.
 *
 * Two implementations of one interface:
 * - in-process (this file): the embedded SQLite install, one API process;
 * - PostgreSQL LISTEN/NOTIFY (bus.pg.ts): database triggers run `NOTIFY relief_changes,
 *   '<topic>'` (or pg_notify inside the committing transaction: PostgreSQL delivers it only on COMMIT),
 *   and one dedicated connection per replica LISTENs and calls the listeners, so every replica's hub
 *   and cache hear every replica's changes.
 */

/** money: confirmations, refunds, offline gifts (campaign totals, leaderboard). campaigns: create/edit/delete. donors: leaderboard names. */
export type ChangeTopic = 'money' | 'campaigns' | 'donors';

export interface Change {
  topic: ChangeTopic;
}

export type ChangeListener = (change: Change) => void;

export interface ChangeBus {
  /** Call only AFTER the change's transaction committed (a rolled-back change publishes nothing). */
  publish(change: Change): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void;
}

/** One process: listeners are called synchronously, in subscription order; a throwing listener does not stop the others. */
export function createLocalBus(onError: (err: unknown) => void = () => {}): ChangeBus {
  const listeners = new Set<ChangeListener>();
  return {
    publish(change) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (err) {
          onError(err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** For code that writes outside the API process (seed CLI, bench): nobody listens. */
export const NO_BUS: ChangeBus = { publish() {}, subscribe: () => () => {} };
