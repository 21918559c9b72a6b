import type { TFunction } from 'i18next';

/**
 * A cause's name as the page's language says it. Causes are names the admins manage (GET /causes,
 * a campaign's category, the ?category= filter): the ones the platform started with have a
 * translation; one added later shows as it was typed.
 */
export function causeLabel(t: TFunction, cause: string): string {
  switch (cause) {
    case 'Cyclone':
      return t('public-common:causes.cyclone');
    case 'Education':
      return t('public-common:causes.education');
    case 'Flood':
      return t('public-common:causes.flood');
    case 'Food Donation':
      return t('public-common:causes.foodDonation');
    case 'Industrial Accident':
      return t('public-common:causes.industrialAccident');
    default:
      return cause;
  }
}
