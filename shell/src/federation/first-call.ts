import { uploadSrcSet } from 'api/uploads';
import type { EarlyAnswer } from 'shared-auth';
import { firstCallFits, firstCallPath, type FirstCallSpec } from 'shared-auth/routes';

/**
 * The opened page's first API call, started by the shell's entry while the shared libraries, the
 * remote and the page are still downloading, instead of after they have run: the answer (and the
 * first image it names) is there when the page first renders. The page's RTK Query endpoint takes
 * the answer from `window.__reliefEarlyAnswers` when it asks for the same URL (shared-auth's
 * early-answers.ts); if it asks for anything else, it simply fetches, so a call listed here that
 * no longer matches the page costs one small wasted request, never wrong data. Each remote
 * publishes its pages' first calls (`firstCall` in its src/routes.ts, shared-auth/routes) and tests
 * that they are the URLs its pages ask; a browser test (e2e/public.e2e.ts) checks that the public
 * pages then ask the API nothing twice.
 */

/** The image paths or URLs of the answer's first `count` items (`data` is a list or one item). */
export function imagesOf(body: unknown, count: number): string[] {
  const data = (body as { data?: unknown } | null)?.data;
  const items: unknown[] = Array.isArray(data) ? data : data ? [data] : [];
  return items
    .slice(0, count)
    .map((item) => (item as { image?: unknown } | null)?.image)
    .filter((image): image is string => typeof image === 'string' && (image.startsWith('/') || /^https?:\/\//i.test(image)));
}

export interface FirstCallDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  holder: { __reliefEarlyAnswers?: Record<string, EarlyAnswer> };
  preloadImage: (url: string, widths?: { srcset: string; sizes: string }) => void;
  baseURI: string;
  now: () => number;
}

/** `<link rel="preload" as="image">`, as the page's `<img>` will ask for it (the same srcset and sizes). */
function preloadImage(url: string, widths?: { srcset: string; sizes: string }, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  if (widths) {
    link.imageSrcset = widths.srcset;
    link.imageSizes = widths.sizes;
  }
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}

/**
 * Starts the opened page's first call (`call`, with the address's route parameters and search) and
 * leaves its answer for the page; when it answers, preloads the images the page shows first.
 * Images given as paths are served by the API's origin (as shared-auth's assetUrl resolves them).
 */
export function startFirstCall(
  apiBaseUrl: string,
  call: FirstCallSpec,
  params: Record<string, string>,
  search: string,
  deps: FirstCallDeps,
): void {
  // An address whose id is none the API can have (/donations/abc): the page asks nothing, nor does the shell.
  if (!firstCallFits(call, params)) return;
  const images = call.images ?? 0;
  let url: string;
  try {
    url = new URL(`${apiBaseUrl.replace(/\/+$/, '')}/${firstCallPath(call, params, new URLSearchParams(search))}`, deps.baseURI).href;
  } catch {
    return;
  }
  const response = deps.fetch(url, { headers: { accept: 'application/json' } }).then((answer) => {
    if (images > 0 && answer.ok) {
      answer
        .clone()
        .json()
        .then((body) => {
          for (const image of imagesOf(body, images)) {
            const href = new URL(image, url);
            // The API's uploaded pictures come in several widths: the page's <img> takes one by its
            // sizes, and so does the preload, or it is not made (a wrong width costs a large download).
            const srcset = href.origin === new URL(url).origin ? uploadSrcSet(href.pathname, (p) => new URL(p, href).href) : null;
            if (!srcset) deps.preloadImage(href.href);
            else if (call.imageSizes) deps.preloadImage(href.href, { srcset, sizes: call.imageSizes });
          }
        })
        .catch(() => undefined); // a hint only
    }
    return answer;
  });
  response.catch(() => undefined); // the page fetches again on a network failure
  deps.holder.__reliefEarlyAnswers = { ...deps.holder.__reliefEarlyAnswers, [url]: { response, at: deps.now() } };
}

/** startFirstCall for this page's address. */
export function startFirstCallHere(apiBaseUrl: string, call: FirstCallSpec, params: Record<string, string>): void {
  startFirstCall(apiBaseUrl, call, params, window.location.search, {
    fetch: (url, init) => fetch(url, init),
    holder: window,
    preloadImage: (url, widths) => preloadImage(url, widths),
    baseURI: document.baseURI,
    now: Date.now,
  });
}
