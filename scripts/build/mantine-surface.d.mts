export const ROOT: string;
export const SURFACE_FILE: string;
export const SURFACE_PACKAGES: readonly ['@mantine/core', '@mantine/hooks', 'react-router-dom'];
export function readSurface(): Record<string, string[]>;
export function importedNames(code: string, pkg: string): Set<string>;
export function usedMantineExports(packageDir: string): Record<string, Map<string, string>>;
export function missingFromSurface(packageDir: string): { pkg: string; name: string; file: string }[];
export function assertWithinSurface(packageDir: string, unit: string): void;
