import { useEffect } from 'react';

/** The product's name: the whole title of the landing page, the end of every other page's title. */
export const PRODUCT_TITLE = 'Post-Disaster Relief Donation Platform';

/** A page's document title: "<title> – <product>", or the product alone when there is none. */
export function pageTitle(title?: string): string {
  const own = title?.trim();
  return own ? `${own} – ${PRODUCT_TITLE}` : PRODUCT_TITLE;
}

/**
 * Sets the document title of the page showing (WCAG 2.4.2, Page Titled): call it in each page
 * component with the page's visible heading. Gives the product title back when the page goes,
 * so a screen that sets none (a loading remote) never keeps the previous page's title.
 */
export function useDocumentTitle(title?: string): void {
  const full = pageTitle(title);
  useEffect(() => {
    document.title = full;
    return () => {
      document.title = PRODUCT_TITLE;
    };
  }, [full]);
}
