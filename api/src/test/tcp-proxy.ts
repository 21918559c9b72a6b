/** A TCP proxy for outage tests: stands between the API and PostgreSQL, and can be cut and restored like a server restart. */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Starts accepting connections (again). */
  up(): Promise<void>;
  /** Refuses new connections and cuts the open ones, as a server that stopped. */
  down(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, options: { startDown?: boolean } = {}): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  // Pick a free port once, so the URL stays the same across down() and up().
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const p = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
  const up = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client).add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
        client.pipe(upstream).pipe(client);
      });
      s.on('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  if (!options.startDown) await up();
  return { port, up, down, close: down };
}
