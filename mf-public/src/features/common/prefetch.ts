/** The last segment of the address (a page's id, e.g. /donations/{id}), as React Router would give it. */
export const lastSegment = (pathname: string): string => {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
