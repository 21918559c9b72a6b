/** Receiving accounts on PostgreSQL (see accounts.ts); every change audited in the same transaction. */
import { appendAuditPg } from '../audit/log.pg.js';
import type { PgDb, PgQ } from '../db/pg/client.js';
import { notFound } from '../lib/errors.js';
import type { ReceivingAccount } from '../types.js';
import { toAccount, type AccountRow, type PaymentAccountRepository } from './accounts.js';

/** The campaign's own active accounts, or the platform's when it has none (or for no campaign). */
export async function effectiveAccountsPg(q: PgQ, campaignId: number | null): Promise<ReceivingAccount[]> {
  const own = campaignId === null ? [] : await q.all<AccountRow>('SELECT * FROM payment_accounts WHERE retired_at IS NULL AND campaign_id = ? ORDER BY id', [campaignId]);
  return (own.length ? own : await q.all<AccountRow>('SELECT * FROM payment_accounts WHERE retired_at IS NULL AND campaign_id IS NULL ORDER BY id')).map(toAccount);
}

export function createPgPaymentAccountRepository(db: PgDb): PaymentAccountRepository {
  return {
    async forCampaign(campaignId) {
      return effectiveAccountsPg(db, campaignId);
    },
    async allActive() {
      return (
        await db.all<AccountRow>('SELECT * FROM payment_accounts WHERE retired_at IS NULL ORDER BY campaign_id IS NOT NULL, campaign_id, id')
      ).map(toAccount);
    },
    async create(input, actor) {
      return db.tx(
        async (q) => {
          if (input.campaignId !== null && !(await q.value('SELECT 1 FROM campaigns WHERE id = ?', [input.campaignId]))) return null;
          const now = Date.now();
          const row = (await q.get<AccountRow>(
            'INSERT INTO payment_accounts (campaign_id, channel, label, number, account_name, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
            [input.campaignId, input.channel, input.label, input.number, input.accountName, now],
          ))!;
          const account = toAccount(row);
          await appendAuditPg(q, actor, { action: 'payment-account.create', targetType: 'payment-account', targetId: row.id, before: null, after: account }, now);
          return account;
        },
        { lock: true },
      );
    },
    async retire(id, actor) {
      await db.tx(
        async (q) => {
          const row = await q.get<AccountRow & { retired_at: number | null }>('SELECT * FROM payment_accounts WHERE id = ?', [id]);
          if (!row || row.retired_at !== null) throw notFound('accounts.notFound');
          const now = Date.now();
          await q.run('UPDATE payment_accounts SET retired_at = ? WHERE id = ? AND retired_at IS NULL', [now, id]);
          await appendAuditPg(q, actor, { action: 'payment-account.delete', targetType: 'payment-account', targetId: id, before: toAccount(row), after: null }, now);
        },
        { lock: true },
      );
    },
  };
}
