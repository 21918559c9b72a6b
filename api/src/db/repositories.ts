import { createCampaignRepository, type CampaignRepository } from '../campaigns/repository.js';
import { createCauseRepository, type CauseRepository } from '../causes/repository.js';
import { createPgCauseRepository } from '../causes/repository.pg.js';
import { createCampaignUpdateRepository, type CampaignUpdateRepository } from '../updates/repository.js';
import { createPgCampaignUpdateRepository } from '../updates/repository.pg.js';
import { createCommentRepository, type CommentRepository } from '../comments/repository.js';
import { createContactRepository, type ContactRepository } from '../contact/repository.js';
import { createAuditRepository, type AuditRepository } from '../audit/log.js';
import { createDonationRepository, type DonationRepository, type MoneyOptions } from '../donations/repository.js';
import { createLedgerRepository, type LedgerRepository } from '../ledger/repository.js';
import { NO_BUS, type ChangeBus } from '../live/bus.js';
import { createLiveRepository, type LiveRepository } from '../live/repository.js';
import { createPaymentAccountRepository, type PaymentAccountRepository } from '../payments/accounts.js';
import { createStatsRepository, type StatsRepository } from '../stats/repository.js';
import { createTestimonialRepository, type TestimonialRepository } from '../testimonials/repository.js';
import { createAccountStore, type AccountStore } from '../users/account-store.js';
import { createUserRepository, type UserRepository } from '../users/repository.js';
import { createVolunteerRepository, type VolunteerRepository } from '../volunteers/repository.js';
import type { Db } from './client.js';
import { sqlRunner, type Database } from './database.js';
import type { PgDb } from './pg/client.js';
import { createPgCampaignRepository } from '../campaigns/repository.pg.js';
import { createPgCommentRepository } from '../comments/repository.pg.js';
import { createPgContactRepository } from '../contact/repository.pg.js';
import { createPgDonationRepository } from '../donations/repository.pg.js';
import { createPgLedgerRepository } from '../ledger/repository.pg.js';
import { createPgLiveRepository } from '../live/repository.pg.js';
import { createPgPaymentAccountRepository } from '../payments/accounts.pg.js';
import { createPgStatsRepository } from '../stats/repository.pg.js';
import { createPgTestimonialRepository } from '../testimonials/repository.pg.js';
import { createPgAccountStore } from '../users/account-store.pg.js';
import { createPgUserRepository } from '../users/repository.pg.js';
import { createPgVolunteerRepository } from '../volunteers/repository.pg.js';

/** Every data access the routes use. Async interfaces: one implementation per dialect (SQLite: repository.ts, PostgreSQL: repository.pg.ts). */
export interface Repositories {
  users: UserRepository;
  /** Account changes that go with a mail (links, passwords, two-factor): one transaction each. */
  accounts: AccountStore;
  campaigns: CampaignRepository;
  causes: CauseRepository;
  /** Campaign updates, their mails and unsubscribes. */
  updates: CampaignUpdateRepository;
  donations: DonationRepository;
  comments: CommentRepository;
  testimonials: TestimonialRepository;
  volunteers: VolunteerRepository;
  contact: ContactRepository;
  stats: StatsRepository;
  paymentAccounts: PaymentAccountRepository;
  ledger: LedgerRepository;
  audit: AuditRepository;
  /** Campaign totals and versions for the live events. */
  live: LiveRepository;
}

const DEFAULT_MONEY: MoneyOptions = { appUrl: 'http://localhost:3000', pendingDays: 7 };

/**
 * `bus` hears every committed change the public reads (money, campaigns, leaderboard names): the live
 * events and the cached reads listen to it. Writers outside the API process leave it out.
 */
export function createRepositories(db: Db, money: MoneyOptions = DEFAULT_MONEY, bus: ChangeBus = NO_BUS): Repositories {
  return {
    users: createUserRepository(db, bus),
    accounts: createAccountStore(db, bus),
    campaigns: createCampaignRepository(db, bus),
    causes: createCauseRepository(db, bus),
    updates: createCampaignUpdateRepository(db, money.appUrl),
    donations: createDonationRepository(db, money, bus),
    comments: createCommentRepository(db),
    testimonials: createTestimonialRepository(db),
    volunteers: createVolunteerRepository(db),
    contact: createContactRepository(db),
    stats: createStatsRepository(db),
    paymentAccounts: createPaymentAccountRepository(db),
    ledger: createLedgerRepository(db),
    audit: createAuditRepository(sqlRunner({ dialect: 'sqlite', sqlite: db })),
    live: createLiveRepository(db),
  };
}

/** The same repositories on PostgreSQL (each its repository.pg.ts). */
export function createPgRepositories(db: PgDb, money: MoneyOptions = DEFAULT_MONEY, bus: ChangeBus = NO_BUS): Repositories {
  return {
    users: createPgUserRepository(db, bus),
    accounts: createPgAccountStore(db, bus),
    campaigns: createPgCampaignRepository(db, bus),
    causes: createPgCauseRepository(db, bus),
    updates: createPgCampaignUpdateRepository(db, money.appUrl),
    donations: createPgDonationRepository(db, money, bus),
    comments: createPgCommentRepository(db),
    testimonials: createPgTestimonialRepository(db),
    volunteers: createPgVolunteerRepository(db),
    contact: createPgContactRepository(db),
    stats: createPgStatsRepository(db),
    paymentAccounts: createPgPaymentAccountRepository(db),
    ledger: createPgLedgerRepository(db),
    audit: createAuditRepository(db),
    live: createPgLiveRepository(db),
  };
}

/** The repositories of the configured dialect. */
export function repositoriesFor(database: Database, money: MoneyOptions = DEFAULT_MONEY, bus: ChangeBus = NO_BUS): Repositories {
  return database.dialect === 'pg' ? createPgRepositories(database.pg, money, bus) : createRepositories(database.sqlite, money, bus);
}
