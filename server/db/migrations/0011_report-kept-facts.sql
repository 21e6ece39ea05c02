ALTER TABLE `inspections` ADD `facts_kept_at` text;--> statement-breakpoint
ALTER TABLE `inspections` ADD `kept_keys_count` integer;--> statement-breakpoint
ALTER TABLE `inspections` ADD `kept_drivable` integer;--> statement-breakpoint
ALTER TABLE `inspections` ADD `kept_body_type` text;--> statement-breakpoint
ALTER TABLE `inspections` ADD `kept_body_style` integer;--> statement-breakpoint
ALTER TABLE `inspections` ADD `kept_tires` text;--> statement-breakpoint
-- Written by hand (ADR 0089): an original approved before this migration keeps, from now on, the
-- vehicle's facts as they are now (the values at its approval were not recorded), kept now.
UPDATE `inspections` SET
	`facts_kept_at` = (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
	`kept_keys_count` = (SELECT `keys_count` FROM `vehicles` WHERE `vehicles`.`vehicle_id` = `inspections`.`vehicle_id`),
	`kept_drivable` = (SELECT `drivable` FROM `vehicles` WHERE `vehicles`.`vehicle_id` = `inspections`.`vehicle_id`),
	`kept_body_type` = (SELECT `body_type` FROM `vehicles` WHERE `vehicles`.`vehicle_id` = `inspections`.`vehicle_id`),
	`kept_body_style` = (SELECT `body_style` FROM `vehicles` WHERE `vehicles`.`vehicle_id` = `inspections`.`vehicle_id`),
	`kept_tires` = (SELECT `tires` FROM `vehicles` WHERE `vehicles`.`vehicle_id` = `inspections`.`vehicle_id`)
	WHERE `condition_report_id` IN (SELECT `original_report_id` FROM `inspections` WHERE `condition_report_type_id` = 2 AND `original_report_id` IS NOT NULL);
