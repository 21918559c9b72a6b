import { i18n, registeredNamespaces } from 'shared-auth';

/**
 * The page in Bangla for the rest of the test (shared-auth's test setup switches back to English
 * before the next one): every namespace registered so far (this unit's and shared-auth's) loaded in
 * Bangla, so components render at once.
 */
export async function inBangla(): Promise<void> {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces(registeredNamespaces());
}
