/**
 * Compile-time proof that the route schemas (TypeBox) answer exactly the shapes of the
 * published contract in types.ts. `npm run typecheck` fails if one drifts from the other.
 */
import type { Static } from 'typebox';
import type { CampaignSchema, DonorEntrySchema } from './campaigns/schema.js';
import type { CommentSchema } from './comments/schema.js';
import type { ContactMessageSchema } from './contact/schema.js';
import type { DonationRecordSchema } from './donations/schema.js';
import type { AdminStatsSchema, LeaderboardRowSchema, UserStatsSchema } from './stats/schema.js';
import type { TestimonialSchema } from './testimonials/schema.js';
import type {
  AdminStats,
  Campaign,
  Comment,
  ContactMessage,
  DonationRecord,
  DonorEntry,
  LeaderboardRow,
  Testimonial,
  User,
  UserStats,
  Volunteer,
} from './types.js';
import type { UserSchema } from './users/schema.js';
import type { VolunteerSchema } from './volunteers/schema.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type ContractChecks = [
  Assert<Same<Static<typeof DonorEntrySchema>, DonorEntry>>,
  Assert<Same<Static<typeof CampaignSchema>, Campaign>>,
  Assert<Same<Static<typeof DonationRecordSchema>, DonationRecord>>,
  Assert<Same<Static<typeof UserSchema>, User>>,
  Assert<Same<Static<typeof CommentSchema>, Comment>>,
  Assert<Same<Static<typeof TestimonialSchema>, Testimonial>>,
  Assert<Same<Static<typeof VolunteerSchema>, Volunteer>>,
  Assert<Same<Static<typeof LeaderboardRowSchema>, LeaderboardRow>>,
  Assert<Same<Static<typeof AdminStatsSchema>, AdminStats>>,
  Assert<Same<Static<typeof UserStatsSchema>, UserStats>>,
  Assert<Same<Static<typeof ContactMessageSchema>, ContactMessage>>,
];
