/**
 * How uploaded pictures are named (`/assets/uploads/<hash>-<width>.webp`), for the API and the pages'
 * srcset. A module of its own, importing nothing: a page that shows pictures takes only these bytes.
 */
/** The widths every uploaded picture is kept at: `/assets/uploads/<hash>-<width>.webp` (srcset). */
export const UPLOAD_WIDTHS = [400, 800, 1200] as const;
const UPLOADED = /^(\/assets\/uploads\/[0-9a-f]{24})-[0-9]+\.webp$/;

/** The srcset candidates of an uploaded picture's path (`path 400w, …`), or null for any other image. */
export function uploadSrcSet(image: string, toUrl: (path: string) => string = (p) => p): string | null {
  const m = UPLOADED.exec(image);
  return m ? UPLOAD_WIDTHS.map((w) => `${toUrl(`${m[1]}-${w}.webp`)} ${w}w`).join(', ') : null;
}
