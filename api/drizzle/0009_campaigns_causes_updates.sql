CREATE TABLE `campaign_updates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`body` text NOT NULL,
	`image` text,
	`created_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `campaign_updates_campaign_idx` ON `campaign_updates` (`campaign_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `causes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`retired_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `causes_name_unique` ON `causes` (lower("name"));--> statement-breakpoint
CREATE TABLE `mail_unsubscribes` (
	`email` text NOT NULL,
	`campaign_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`email`, `campaign_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `campaigns` ADD `ends_at` integer;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `closed_at` integer;--> statement-breakpoint
CREATE INDEX `campaigns_due_idx` ON `campaigns` (`closed_at`,`ends_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `headers_json` text;