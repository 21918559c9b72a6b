import type { ViteUserConfig } from 'vitest/config';

export const TEST_WORKERS: number;
export function filesNeedingFreshModules(root: string): string[];
export function frontEndTestConfig(test?: { testTimeout?: number }, options?: { root?: string; isolated?: string[] }): ViteUserConfig;
