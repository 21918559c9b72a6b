// @ts-check
/**
 * The security headers of every page the shell and the remotes serve, built from the same
 * configuration as the shell's remotes.json (where the API and each remote live) and IMAGE_HOSTS.
 *
 *   default-src 'self'; script-src 'self' <remotes> 'nonce-…'; style-src 'self' <remotes> 'unsafe-inline';
 *   img-src 'self' data: <remotes> <API origin> <IMAGE_HOSTS>; connect-src 'self' <API origin> <remotes>;
 *   font-src 'self' <remotes> data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'
 *
 * Scripts: no 'unsafe-inline' and no 'unsafe-eval'; the page's own inline scripts carry this
 * answer's nonce. Styles: 'unsafe-inline' (styles cannot run code), because Mantine writes
 * <style data-mantine-styles> elements (its CSS variables, and one per component with responsive
 * style props): without it the landing page alone had 13 `style-src-elem` violations in Chromium
 * (measured with e2e/csp.e2e.ts). Style attributes are not the reason: React sets them through
 * the CSSOM, which the policy does not govern. Dropping it needs the shell's MantineProvider to
 * give those elements the page's nonce (`getStyleNonce`).
 */

/**
 * @typedef {object} PolicyConfig
 * @property {string} [apiBaseUrl]                 the API, e.g. http://127.0.0.1:4000/api/v1
 * @property {Record<string, string>} [remotes]    remote name → manifest URL (or origin)
 * @property {string[]} [imageHosts]               origins images may come from besides this site and the API
 */

/** The origin of a URL, or null when it is not an http(s) URL. @param {string | undefined} url */
export function originOf(url) {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** IMAGE_HOSTS: a comma list of http(s) origins (a path after the host is ignored). @param {string | undefined} value */
export function parseImageHosts(value) {
  const hosts = [];
  for (const item of String(value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const origin = originOf(item);
    if (!origin) throw new Error(`IMAGE_HOSTS entry "${item}" is not an http(s) origin like https://images.example.org`);
    hosts.push(origin);
  }
  return hosts;
}

/** @param {(string | null)[]} list */
const unique = (list) => [...new Set(list.filter((x) => x !== null))];

/**
 * The policy's directives (helmet's form) for one answer.
 * @param {PolicyConfig} config
 * @param {string} nonce  this answer's nonce (base64)
 */
export function policyDirectives(config, nonce) {
  const api = originOf(config.apiBaseUrl);
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: unique(["'self'", ...remotes, `'nonce-${nonce}'`]),
    // The remotes bring their own CSS, images and fonts with their pages.
    styleSrc: unique(["'self'", ...remotes, "'unsafe-inline'"]),
    imgSrc: unique(["'self'", 'data:', ...remotes, api, ...(config.imageHosts ?? [])]),
    connectSrc: unique(["'self'", api, ...remotes]),
    fontSrc: unique(["'self'", ...remotes, 'data:']),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The policy as the header's text (for tests and documentation). @param {PolicyConfig} config @param {string} nonce */
export function policyText(config, nonce) {
  return Object.entries(policyDirectives(config, nonce))
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

/** The Permissions-Policy: no page of Relief uses these. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** @fastify/helmet's options for the pages (the CSP itself is set per answer). */
export function helmetOptions() {
  return {
    contentSecurityPolicy: false,
    // Pages are plain HTTP on localhost; HSTS belongs to the TLS front in production.
    strictTransportSecurity: false,
    xFrameOptions: { action: /** @type {const} */ ('deny') },
    referrerPolicy: { policy: /** @type {const} */ ('strict-origin-when-cross-origin') },
    // The remotes' scripts are loaded cross-origin by the shell's page.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
  };
}
