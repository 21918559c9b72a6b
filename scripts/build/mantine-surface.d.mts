export const ROOT: string;
export const SURFACE_FILE: string;
export const SURFACE_PACKAGES: readonly ['@mantine/core', 'react-router-dom'];
/** Bundle shared apart (e.g. shared-auth/forms) → the @mantine/core components it provides. */
export const SHARED_APART: Readonly<Record<string, readonly string[]>>;
export function apartFiles(name: string): { typed: string; bundle: string };
export function apartBundleOf(component: string): string | undefined;
export const SHIPPED_WHOLE: readonly ['@mantine/notifications'];
export function readSurface(): Record<string, string[]>;
export function importedNames(code: string, pkg: string): Set<string>;
export function reachedFiles(pkgDir: string, names: Iterable<string> | null): string[];
export function usedApartExports(packageDir: string): Record<string, string[]>;
export function usedMantineExports(packageDir: string): Record<string, Map<string, string>>;
export function missingFromSurface(packageDir: string): { pkg: string; name: string; file: string }[];
export function checkMantineImports(packageDir: string, unit: string, warn?: (message: string) => void): void;
