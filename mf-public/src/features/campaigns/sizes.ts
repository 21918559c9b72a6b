/** Campaigns per page of the list (also the first call of /donations, src/routes.ts). */
export const PAGE_SIZE = 12;
/** Campaigns the landing page features (also its first call, src/routes.ts). */
export const FEATURED_COUNT = 6;
/** A card's picture width (its `sizes`): the screen less the page's 16 px margins on a phone, half of it from 48em, a third of the 1200 px container from 62em. */
export const CARD_SIZES = '(max-width: 48em) calc(100vw - 32px), (max-width: 62em) calc(50vw - 24px), 384px';
/** The campaign page's picture width. */
export const DETAIL_SIZES = '(max-width: 48em) calc(100vw - 32px), 700px';
