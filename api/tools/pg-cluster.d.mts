export function useBinDir(dir: string | undefined): void;
export const tool: (name: string) => string;
export function serverAvailable(): boolean;
export function freePort(): Promise<number>;
export function run(cmd: string, args: string[], options?: import('node:child_process').SpawnSyncOptions): import('node:child_process').SpawnSyncReturns<string>;
export interface Cluster {
  admin: string;
  port: number;
  version: string;
  log: string;
  createdb(name: string, template?: string): string;
  stop(): void;
}
export function startCluster(options?: { durable?: boolean; maxConnections?: number }): Promise<Cluster>;
