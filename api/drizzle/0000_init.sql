CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`image` text NOT NULL,
	`target_poisha` integer NOT NULL,
	`raised_poisha` integer DEFAULT 0 NOT NULL,
	`donor_count` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "campaigns_target_check" CHECK("campaigns"."target_poisha" > 0),
	CONSTRAINT "campaigns_raised_check" CHECK("campaigns"."raised_poisha" >= 0)
);
--> statement-breakpoint
CREATE INDEX `campaigns_created_idx` ON `campaigns` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `campaigns_category_idx` ON `campaigns` (`category`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`comment` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_created_idx` ON `comments` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_created_idx` ON `contact_messages` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `donations` (
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
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "donations_amount_check" CHECK("donations"."amount_poisha" > 0)
);
--> statement-breakpoint
CREATE INDEX `donations_campaign_idx` ON `donations` (`campaign_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `donations_email_idx` ON `donations` (`donor_email`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `donations_created_idx` ON `donations` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `donor_totals` (
	`donor_key` text NOT NULL,
	`anonymous` integer NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`total_poisha` integer NOT NULL,
	`donation_count` integer NOT NULL,
	`last_at` integer NOT NULL,
	PRIMARY KEY(`donor_key`, `anonymous`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `donor_totals_rank_idx` ON `donor_totals` (`total_poisha`,`last_at`);--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`title` text NOT NULL,
	`testimonial` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `testimonials_created_idx` ON `testimonials` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`profession` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "users_role_check" CHECK("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `volunteers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`location` text NOT NULL,
	`profession` text NOT NULL,
	`image` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `volunteers_email_unique` ON `volunteers` (`email`);--> statement-breakpoint
CREATE INDEX `volunteers_created_idx` ON `volunteers` (`created_at`,`id`);