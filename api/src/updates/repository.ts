/**
 * Campaign updates: news an admin posts on a campaign, mailed in the SAME transaction to every distinct
 * address with a confirmed (not refunded) gift to it that has not unsubscribed from it; one message per
 * address. Written once for both databases (db/portable.ts); repository.pg.ts runs it on PostgreSQL.
 */
import { audit, type Actor } from '../audit/log.js';
import type { Db } from '../db/client.js';
import { all, get, insertId, run, sqliteRunnerOf, value, type Runner, type Tx } from '../db/portable.js';
import { queueMail } from '../mail/outbox.js';
import { campaignUpdateMail } from '../mail/templates.js';
import { asLocale } from '../i18n/index.js';
import type { CampaignUpdate } from '../types.js';

export interface CampaignUpdateRepository {
  /** Newest first; null when the campaign does not exist. */
  list(campaignId: number, page: { limit: number; offset: number }): Promise<{ rows: CampaignUpdate[]; total: number } | null>;
  /** The update and how many mails it queued; null when the campaign does not exist. */
  create(
    campaignId: number,
    input: { body: string; image: string | null },
    actor: Actor,
    unsubscribeUrl: (email: string) => string,
  ): Promise<{ update: CampaignUpdate; mailed: number } | null>;
  /** Records that this address wants no more updates about the campaign (idempotent); the campaign's title, or null when it is gone. */
  unsubscribe(email: string, campaignId: number): Promise<string | null>;
  /** The campaign's title, or null. */
  campaignTitle(campaignId: number): Promise<string | null>;
}

interface UpdateRow {
  id: number;
  body: string;
  image: string | null;
  created_at: number;
}

const toUpdate = (r: UpdateRow): CampaignUpdate => ({ id: r.id, body: r.body, image: r.image, createdAt: r.created_at });

function* titleOf(campaignId: number): Tx<string | null> {
  return (yield* value<string>('SELECT title FROM campaigns WHERE id = ?', [campaignId])) ?? null;
}

function* listUpdates(campaignId: number, limit: number, offset: number): Tx<{ rows: CampaignUpdate[]; total: number } | null> {
  if ((yield* titleOf(campaignId)) === null) return null;
  const rows = yield* all<UpdateRow>(
    'SELECT id, body, image, created_at FROM campaign_updates WHERE campaign_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    [campaignId, limit, offset],
  );
  const total = Number(yield* value<number>('SELECT count(*) FROM campaign_updates WHERE campaign_id = ?', [campaignId]));
  return { rows: rows.map(toUpdate), total };
}

/**
 * Who hears of a campaign's news: each address with a confirmed gift to it (refunded ones are no longer confirmed), minus
 * those who unsubscribed; in the language of the account that uses the address, else of the latest such gift.
 */
export const RECIPIENTS = `SELECT r.email, COALESCE(
    (SELECT a.locale FROM users a WHERE a.email = r.email),
    (SELECT g.locale FROM donations g WHERE g.campaign_id = ? AND g.status = 'confirmed' AND lower(g.donor_email) = r.email ORDER BY g.created_at DESC, g.id DESC LIMIT 1),
    'en') AS locale
  FROM (SELECT DISTINCT lower(d.donor_email) AS email FROM donations d
    WHERE d.campaign_id = ? AND d.status = 'confirmed' AND d.donor_email <> ''
      AND NOT EXISTS (SELECT 1 FROM mail_unsubscribes u WHERE u.email = lower(d.donor_email) AND u.campaign_id = d.campaign_id)) r
  ORDER BY 1`;

function* postUpdate(
  appUrl: string,
  campaignId: number,
  input: { body: string; image: string | null },
  actor: Actor,
  unsubscribeUrl: (email: string) => string,
  now: number,
): Tx<{ update: CampaignUpdate; mailed: number } | null> {
  const campaign = yield* titleOf(campaignId);
  if (campaign === null) return null;
  const id = yield* insertId('INSERT INTO campaign_updates (campaign_id, body, image, created_by, created_at) VALUES (?, ?, ?, ?, ?)', [
    campaignId,
    input.body,
    input.image,
    actor.id,
    now,
  ]);
  const update = toUpdate((yield* get<UpdateRow>('SELECT id, body, image, created_at FROM campaign_updates WHERE id = ?', [id]))!);
  const recipients = yield* all<{ email: string; locale: string }>(RECIPIENTS, [campaignId, campaignId]);
  for (const { email, locale } of recipients) {
    yield* queueMail(campaignUpdateMail(appUrl, { to: email, campaignId, campaign, body: input.body, unsubscribeUrl: unsubscribeUrl(email), locale: asLocale(locale) }), now);
  }
  yield* audit(actor, { action: 'campaign.news', targetType: 'campaign', targetId: campaignId, before: null, after: { update: id, body: input.body, image: input.image, mailed: recipients.length } }, now);
  return { update, mailed: recipients.length };
}

function* unsubscribeFrom(email: string, campaignId: number, now: number): Tx<string | null> {
  const campaign = yield* titleOf(campaignId);
  if (campaign === null) return null;
  yield* run('INSERT INTO mail_unsubscribes (email, campaign_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [email.toLowerCase(), campaignId, now]);
  return campaign;
}

export function campaignUpdateRepository(runner: Runner, appUrl: string): CampaignUpdateRepository {
  return {
    list: (campaignId, { limit, offset }) => runner.read(() => listUpdates(campaignId, limit, offset)),
    create: (campaignId, input, actor, unsubscribeUrl) => runner.tx(() => postUpdate(appUrl, campaignId, input, actor, unsubscribeUrl, Date.now())),
    unsubscribe: (email, campaignId) => runner.tx(() => unsubscribeFrom(email, campaignId, Date.now())),
    campaignTitle: (campaignId) => runner.read(() => titleOf(campaignId)),
  };
}

export function createCampaignUpdateRepository(db: Db, appUrl: string): CampaignUpdateRepository {
  return campaignUpdateRepository(sqliteRunnerOf(db), appUrl);
}
