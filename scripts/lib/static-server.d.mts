import type { IncomingMessage, Server } from 'node:http';
export interface StaticServerOptions {
  root: string;
  spa?: boolean;
  cors?: boolean;
  remotesJson?: (req: IncomingMessage) => unknown;
  quiet?: boolean;
}
export interface StaticServer {
  server: Server;
  setRoot(dir: string): void;
  readonly root: string;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** Compress the served folder ahead of the first request (resolves when done). */
  warm(): Promise<void>;
}
export function createStaticServer(options: StaticServerOptions): StaticServer;
export function cacheControlFor(file: string): string;
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null;
