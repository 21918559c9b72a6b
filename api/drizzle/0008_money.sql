CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_id` integer,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text,
	`before_json` text,
	`after_json` text
);
--> statement-breakpoint
CREATE INDEX `audit_at_idx` ON `audit_log` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_action_idx` ON `audit_log` (`action`,`at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_target_idx` ON `audit_log` (`target_type`,`target_id`,`at`);--> statement-breakpoint
CREATE TABLE `ledger` (
	`seq` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`donation_id` integer NOT NULL,
	`campaign_id` integer,
	`campaign_title` text NOT NULL,
	`donor` text NOT NULL,
	`amount_poisha` integer NOT NULL,
	`method` text NOT NULL,
	`channel` text,
	`reference_hash` text,
	`time` integer NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ledger_campaign_idx` ON `ledger` (`campaign_id`,`seq`);--> statement-breakpoint
CREATE INDEX `ledger_donation_idx` ON `ledger` (`donation_id`);--> statement-breakpoint
CREATE TABLE `payment_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer,
	`channel` text NOT NULL,
	`label` text NOT NULL,
	`number` text NOT NULL,
	`account_name` text NOT NULL,
	`created_at` integer NOT NULL,
	`retired_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_accounts_campaign_idx` ON `payment_accounts` (`campaign_id`,`retired_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_donations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer,
	`campaign_title` text NOT NULL,
	`campaign_image` text NOT NULL,
	`donor_name` text NOT NULL,
	`donor_email` text NOT NULL,
	`user_id` integer,
	`donor_key` text NOT NULL,
	`amount_poisha` integer NOT NULL,
	`anonymous` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`method` text DEFAULT 'transfer' NOT NULL,
	`channel` text,
	`transaction_id` text,
	`sender_number` text,
	`expires_at` integer,
	`confirmed_at` integer,
	`confirmed_by` integer,
	`status_reason` text,
	`receipt_no` text,
	`updated_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`confirmed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "donations_amount_check" CHECK("__new_donations"."amount_poisha" > 0),
	CONSTRAINT "donations_status_check" CHECK("__new_donations"."status" in ('pending', 'confirmed', 'rejected', 'expired', 'refunded'))
);
--> statement-breakpoint
INSERT INTO `__new_donations`("id", "campaign_id", "campaign_title", "campaign_image", "donor_name", "donor_email", "user_id", "donor_key", "amount_poisha", "anonymous", "created_at", "status", "method", "confirmed_at") SELECT "id", "campaign_id", "campaign_title", "campaign_image", "donor_name", "donor_email", "user_id", "donor_key", "amount_poisha", "anonymous", "created_at", 'confirmed', 'transfer', "created_at" FROM `donations`;--> statement-breakpoint
DROP TABLE `donations`;--> statement-breakpoint
ALTER TABLE `__new_donations` RENAME TO `donations`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `donations_campaign_idx` ON `donations` (`campaign_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `donations_email_idx` ON `donations` (`donor_email`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `donations_user_idx` ON `donations` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `donations_created_idx` ON `donations` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `donations_status_idx` ON `donations` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `donations_expiry_idx` ON `donations` (`status`,`expires_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `donations_transaction_unique` ON `donations` (`transaction_id`) WHERE transaction_id IS NOT NULL AND status IN ('pending', 'confirmed', 'refunded');--> statement-breakpoint
CREATE TRIGGER `ledger_append_only_update` BEFORE UPDATE ON `ledger` BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `ledger_append_only_delete` BEFORE DELETE ON `ledger` BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_append_only_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_append_only_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;