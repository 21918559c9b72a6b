import type { IncomingMessage, Server } from 'node:http';
export interface StaticServerOptions {
  root: string;
  spa?: boolean;
  cors?: boolean;
  remotesJson?: (req: IncomingMessage) => unknown;
  /** Where the API, the remotes and images live, for the pages' Content-Security-Policy (default: remotesJson's answer). */
  policy?: (req: IncomingMessage) => import('./csp.mjs').PolicyConfig;
  quiet?: boolean;
}
export interface StaticServer {
  server: Server;
  setRoot(dir: string): void;
  readonly root: string;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** Nothing to do: files are compressed at build time (kept for callers). */
  warm(hostnames?: (string | undefined)[]): Promise<void>;
}
export function createStaticServer(options: StaticServerOptions): StaticServer;
export function cacheControlFor(file: string): string;
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null;
export function injectRemotesConfig(html: string, config: unknown): string;
export function addNonce(html: string, nonce: string): string;
