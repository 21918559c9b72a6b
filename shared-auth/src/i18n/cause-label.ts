import type { Language } from './language';

/**
 * The Bangla names of the causes the platform started with, by the name they are stored under (which
 * is their English name). Causes are names the admins manage (GET /causes, a campaign's category,
 * the ?category= filter): one added or renamed later shows as it was typed, in either language.
 * In the code, not in a unit's strings: bundled into each unit that shows causes (shared-auth/i18n),
 * so the public pages and the dashboard name them alike under any shell.
 */
const BANGLA_CAUSES: ReadonlyMap<string, string> = new Map([
  ['Cyclone', 'ঘূর্ণিঝড়'],
  ['Education', 'শিক্ষা'],
  ['Flood', 'বন্যা'],
  ['Food Donation', 'খাদ্য সহায়তা'],
  ['Industrial Accident', 'শিল্প দুর্ঘটনা'],
]);

/** A cause's name as `language` says it. */
export function causeLabelIn(language: Language, cause: string): string {
  return (language === 'bn' && BANGLA_CAUSES.get(cause)) || cause;
}
