/**
 * A real SMTP server for tests (smtp-server on 127.0.0.1, a port of its own), keeping every message
 * it accepts parsed with mailparser. `hold` makes it stall before accepting (a hung mail server);
 * `refuse` makes it answer 451 (a server that is down for mail).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Connections seen (each delivery attempt opens one). */
  connections: number;
  /** 'accept' (default), 'refuse' (451 on DATA) or 'hold' (never answers the greeting). */
  mode: 'accept' | 'refuse' | 'hold';
  onConnect?: () => void;
  /** Resolves with the messages to an address once `count` have arrived (polls up to `timeoutMs`). */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

const recipients = (m: ParsedMail): string[] => {
  const to = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
};

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    port: 0,
    messages: [],
    connections: 0,
    mode: 'accept',
    async waitFor(to, count = 1, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = state.to(to);
        if (found.length >= count) return found;
        if (Date.now() > until) throw new Error(`expected ${count} mail(s) to ${to} within ${timeoutMs} ms, got ${found.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    to(address) {
      return state.messages.filter((m) => recipients(m).includes(address.toLowerCase()));
    },
    close: async () => undefined,
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      state.connections += 1;
      state.onConnect?.();
      if (state.mode === 'hold') return; // never answers: the client times out or is killed
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (state.mode === 'refuse') {
            const err = new Error('Mailbox busy, try later') as Error & { responseCode: number };
            err.responseCode = 451;
            return callback(err);
          }
          state.messages.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server.server.address() as AddressInfo).port;
  state.port = address;
  state.url = `smtp://127.0.0.1:${address}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The first link in a mail's text that contains `path`. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const m = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((u) => u.includes(path));
  if (!m) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return new URL(m);
}
