/** Receiving accounts (where transfers go), set by admins; every change is audited in the same transaction. */
import { appendAudit, type Actor } from '../audit/log.js';
import type { Db } from '../db/client.js';
import { notFound } from '../lib/errors.js';
import type { ReceivingAccount, TransferChannel } from '../types.js';

export interface AccountRow {
  id: number;
  campaign_id: number | null;
  channel: TransferChannel;
  label: string;
  number: string;
  account_name: string;
  created_at: number;
}

export const toAccount = (r: AccountRow): ReceivingAccount => ({
  _id: String(r.id),
  campaignId: r.campaign_id === null ? null : String(r.campaign_id),
  channel: r.channel,
  label: r.label,
  number: r.number,
  accountName: r.account_name,
  createdAt: r.created_at,
});

/**
 * Where a gift to a campaign is paid (synchronous, for use inside a transaction): the campaign's own
 * active accounts, or the platform's when it has none (or for no campaign).
 */
export function effectiveAccountsReader(db: Db): (campaignId: number | null) => ReceivingAccount[] {
  const sqlite = db.$client;
  const ofCampaign = sqlite.prepare<[number], AccountRow>('SELECT * FROM payment_accounts WHERE retired_at IS NULL AND campaign_id = ? ORDER BY id');
  const platform = sqlite.prepare<[], AccountRow>('SELECT * FROM payment_accounts WHERE retired_at IS NULL AND campaign_id IS NULL ORDER BY id');
  return (campaignId) => {
    const own = campaignId === null ? [] : ofCampaign.all(campaignId);
    return (own.length ? own : platform.all()).map(toAccount);
  };
}

export interface AccountWrite {
  campaignId: number | null;
  channel: TransferChannel;
  label: string;
  number: string;
  accountName: string;
}

export interface PaymentAccountRepository {
  /** The campaign's active accounts, or the platform's when it has none (or for campaignId null). */
  forCampaign(campaignId: number | null): Promise<ReceivingAccount[]>;
  allActive(): Promise<ReceivingAccount[]>;
  /** Null when the campaign does not exist. */
  create(input: AccountWrite, actor: Actor): Promise<ReceivingAccount | null>;
  retire(id: number, actor: Actor): Promise<void>;
}

export function createPaymentAccountRepository(db: Db): PaymentAccountRepository {
  const sqlite = db.$client;
  const active = sqlite.prepare('SELECT * FROM payment_accounts WHERE retired_at IS NULL ORDER BY campaign_id IS NOT NULL, campaign_id, id');
  const effective = effectiveAccountsReader(db);
  const campaignExists = sqlite.prepare('SELECT 1 FROM campaigns WHERE id = ?').pluck();
  const insert = sqlite.prepare(
    'INSERT INTO payment_accounts (campaign_id, channel, label, number, account_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byId = sqlite.prepare('SELECT * FROM payment_accounts WHERE id = ?');
  const retire = sqlite.prepare('UPDATE payment_accounts SET retired_at = ? WHERE id = ? AND retired_at IS NULL');
  type R = AccountRow;
  return {
    async forCampaign(campaignId) {
      return effective(campaignId);
    },
    async allActive() {
      return (active.all() as R[]).map(toAccount);
    },
    async create(input, actor) {
      return sqlite.transaction(() => {
        if (input.campaignId !== null && !campaignExists.get(input.campaignId)) return null;
        const now = Date.now();
        const id = Number(insert.run(input.campaignId, input.channel, input.label, input.number, input.accountName, now).lastInsertRowid);
        const account = toAccount(byId.get(id) as R);
        appendAudit(db, actor, { action: 'payment-account.create', targetType: 'payment-account', targetId: id, before: null, after: account }, now);
        return account;
      }).immediate();
    },
    async retire(id, actor) {
      sqlite.transaction(() => {
        const row = byId.get(id) as (R & { retired_at: number | null }) | undefined;
        if (!row || row.retired_at !== null) throw notFound('accounts.notFound');
        const now = Date.now();
        retire.run(now, id);
        appendAudit(db, actor, { action: 'payment-account.delete', targetType: 'payment-account', targetId: id, before: toAccount(row), after: null }, now);
      }).immediate();
    },
  };
}
