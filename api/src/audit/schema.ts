import { Type } from 'typebox';
import { auditColumns as c } from '../db/row-schemas.js';
import { Nullable, withOptions } from '../lib/schemas.js';

/**
 * An audit_log row as answered (GET /audit-log, admin, newest first; no call edits or deletes it): id → `_id` and
 * actor_id → `actorId` as text, at → `time`, before_json/after_json → `before`/`after` parsed (any JSON value).
 */
export const AuditEntrySchema = Type.Object({
  _id: Type.String(),
  time: c.at,
  actorId: Nullable(Type.String()),
  actorName: c.actorName,
  action: withOptions(c.action, {
    description:
      'e.g. donation.confirm, donation.reject, donation.refund, donation.offline, statement.import, campaign.create, campaign.update, ' +
      'campaign.delete, user.role, comment.delete, testimonial.delete, volunteer.delete, payment-account.create, payment-account.delete',
  }),
  targetType: c.targetType,
  targetId: c.targetId,
  before: Type.Unknown(),
  after: Type.Unknown(),
});
