export interface PolicyConfig {
  apiBaseUrl?: string;
  remotes?: Record<string, string>;
  imageHosts?: string[];
}
export function originOf(url: string | undefined): string | null;
export function parseImageHosts(value: string | undefined): string[];
export function policyDirectives(config: PolicyConfig, nonce: string): Record<string, string[]>;
export function policyText(config: PolicyConfig, nonce: string): string;
export const PERMISSIONS_POLICY: string;
export function helmetOptions(): Record<string, unknown>;
