import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARED_NS } from '../i18n/i18n';
import { i18n } from '../i18n/instance';

/** The product's name in English (the page's language: `productTitle()`). */
export const PRODUCT_TITLE = 'Post-Disaster Relief Donation Platform';

/** The product's name in the page's language: the whole title of the landing page, the end of every other. */
export const productTitle = (): string => i18n.t('productTitle', { ns: SHARED_NS });

/** A page's document title: "<title> – <product>", or the product alone when there is none. */
export function pageTitle(title?: string): string {
  const own = title?.trim();
  return own ? `${own} – ${productTitle()}` : productTitle();
}

/**
 * Sets the document title of the page showing (WCAG 2.4.2, Page Titled): call it in each page
 * component with the page's visible heading. Gives the product title back when the page goes,
 * so a screen that sets none (a loading remote) never keeps the previous page's title.
 */
export function useDocumentTitle(title?: string): void {
  // Follows the language: a switch renders again with the product's name in the new language.
  useTranslation(SHARED_NS);
  const full = pageTitle(title);
  useEffect(() => {
    document.title = full;
    return () => {
      document.title = productTitle();
    };
  }, [full]);
}
