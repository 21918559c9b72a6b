import type { ViteUserConfig } from 'vitest/config';

export const TEST_WORKERS: number;
export function filesNeedingFreshModules(root: string): string[];
export function isolationProjects(options: { root: string; isolated?: string[]; setupFiles?: string[] }): NonNullable<NonNullable<ViteUserConfig['test']>['projects']>;
export function frontEndTestConfig(test?: { testTimeout?: number }, options?: { root?: string; isolated?: string[] }): ViteUserConfig;
