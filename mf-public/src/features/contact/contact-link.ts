/**
 * The landing's contact form with a pledge's reference filled in (/?ref=RLF-66#contact): the pending
 * panel of a guest's pledge links there to send the transaction ID. Only a reference in the API's
 * form ("RLF-<id>") is taken from the address, so a link cannot fill the form with other text.
 */
const REFERENCE = /^RLF-\d{1,12}$/;

export const contactLink = (reference: string) => ({ pathname: '/', search: `?ref=${encodeURIComponent(reference)}`, hash: '#contact' });

/** The pledge reference an address's `?ref=` names, or null. */
export function referenceFrom(search: URLSearchParams): string | null {
  const reference = (search.get('ref') ?? '').trim().toUpperCase();
  return REFERENCE.test(reference) ? reference : null;
}
