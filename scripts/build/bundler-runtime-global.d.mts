export const BUNDLER_RUNTIME_GLOBAL: '_FEDERATION_BUNDLER_RUNTIME';
export function containerRuntime(): Record<string, unknown>;
export function freshFederation(): Record<string, unknown>;
export function provideBundlerRuntime(target?: Record<string, unknown>): void;
