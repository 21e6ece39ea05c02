CREATE TABLE `email_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message` text NOT NULL,
	`user_id` integer NOT NULL,
	`site_id` integer NOT NULL,
	`recipient` text NOT NULL,
	`reports` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_sends_user_idx` ON `email_sends` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_sends_site_idx` ON `email_sends` (`site_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_sends_message_idx` ON `email_sends` (`message`);