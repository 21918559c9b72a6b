/**
 * Image fields are answered as absolute URLs, so a client on another origin (the spec's original
 * web client puts them straight into <img src>) shows them. They are stored as paths (/assets/…)
 * and turned absolute only when an answer is written, with the API's public origin: PUBLIC_URL, or
 * the origin the request came to (Host; X-Forwarded-Host/-Proto when TRUST_PROXY trusts the
 * proxy). The API's own absolute URLs are taken back as paths on input (checkImage).
 */
import type { FastifyRequest } from 'fastify';

/** The answer fields that hold an image. */
const IMAGE_KEYS = new Set(['image', 'donationImage']);
const OWN_PATH = '/assets/';

/** The API's public origin for this request. */
export function ownOrigin(request: FastifyRequest, publicUrl: string | null): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * A copy of an answer with every image path made absolute (only the objects on the way to one are
 * copied; the rest is shared, and nothing is changed in place).
 */
export function absoluteImages<T>(value: T, origin: string): T {
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((item, i) => {
      const next = absoluteImages(item, origin);
      if (next !== item) (out ??= [...value])[i] = next;
    });
    return (out ?? value) as T;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  let out: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const next = IMAGE_KEYS.has(key) && typeof item === 'string' && item.startsWith(OWN_PATH) ? origin + item : absoluteImages(item, origin);
    if (next !== item) (out ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return (out ?? value) as T;
}

/**
 * The same for an answer already written as JSON text. In JSON text an unescaped `"` only opens or
 * closes a string, so `"image":"/assets/` can only be that key with that value.
 */
export function absoluteImagesInJson(json: string, origin: string): string {
  const quoted = JSON.stringify(origin).slice(1, -1);
  return json.replace(/"(image|donationImage)":"\/assets\//g, (_, key: string) => `"${key}":"${quoted}/assets/`);
}

/** An image the client sends back as the API's own absolute URL, as the stored path. */
export function ownPath(value: string, origins: readonly string[]): string {
  for (const origin of origins) if (value.startsWith(origin + OWN_PATH)) return value.slice(origin.length);
  return value;
}
