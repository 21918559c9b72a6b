/** A Server-Sent Events client for tests (app.inject cannot stream): reads GET /events over real HTTP. */
import http from 'node:http';

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  /** Comment lines (": ..."), e.g. the heartbeat. */
  comments: string[];
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a non-200 answer. */
  body: string;
  /** Every message read so far. */
  messages: SseMessage[];
  /** The next message (after those already taken) matching `match`; rejects after `timeoutMs`. */
  next(match?: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const messages: SseMessage[] = [];
      let taken = 0;
      let buffer = '';
      let body = '';
      const waiters = new Set<() => void>();
      let endResolve!: () => void;
      const ended = new Promise<void>((r) => (endResolve = r));
      res.setEncoding('utf8');
      res.on('error', () => {}); // our own close() aborts it
      res.on('data', (chunk: string) => {
        if (res.statusCode !== 200) {
          body += chunk;
          return;
        }
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const m: SseMessage = { comments: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) m.comments.push(line.slice(1).trim());
            else {
              const i = line.indexOf(':');
              const field = i < 0 ? line : line.slice(0, i);
              const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
              if (field === 'id' || field === 'event') m[field] = value;
              else if (field === 'data') m.data = m.data === undefined ? value : `${m.data}\n${value}`;
            }
          }
          messages.push(m);
        }
        for (const w of [...waiters]) w();
      });
      res.on('end', () => {
        endResolve();
        for (const w of [...waiters]) w();
      });
      res.on('close', () => endResolve());
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        get body() {
          return body;
        },
        messages,
        ended,
        next(match = () => true, timeoutMs = 5000) {
          return new Promise((resolveNext, rejectNext) => {
            const look = () => {
              while (taken < messages.length) {
                const m = messages[taken++]!;
                if (match(m)) {
                  waiters.delete(look);
                  clearTimeout(timer);
                  resolveNext(m);
                  return;
                }
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              rejectNext(new Error(`no matching event within ${timeoutMs} ms; read so far: ${JSON.stringify(messages)}`));
            }, timeoutMs);
            waiters.add(look);
            look();
          });
        },
        close() {
          req.destroy();
        },
      };
      if (res.statusCode !== 200) res.on('end', () => resolve(client));
      else resolve(client);
    });
    req.on('error', reject);
  });
}

/** The data of an `event: campaign` message, parsed. */
export const campaignEvent = (m: SseMessage) => JSON.parse(m.data!) as import('../types.js').CampaignTotalsEvent;
export const isCampaign = (m: SseMessage) => m.event === 'campaign';
