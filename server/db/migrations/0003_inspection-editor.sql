CREATE TABLE `condition_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_condition_id` integer NOT NULL,
	`image_file_path` text NOT NULL,
	`mime_type` text NOT NULL,
	`width` integer,
	`height` integer,
	`sha256` text NOT NULL,
	`captured_at` text NOT NULL,
	FOREIGN KEY (`vehicle_condition_id`) REFERENCES `inspection_items`(`vehicle_condition_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `condition_images_condition_unique` ON `condition_images` (`vehicle_condition_id`);--> statement-breakpoint
CREATE INDEX `condition_images_path_idx` ON `condition_images` (`image_file_path`);--> statement-breakpoint
ALTER TABLE `inspection_items` ADD `source_condition_id` integer;--> statement-breakpoint
ALTER TABLE `inspection_items` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `inspections` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `version` integer DEFAULT 1 NOT NULL;