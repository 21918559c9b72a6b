/** Campaigns per page of the list (also the first call of /donations, src/routes.ts). */
export const PAGE_SIZE = 12;
/** Campaigns the landing page features (also its first call, src/routes.ts). */
export const FEATURED_COUNT = 6;
