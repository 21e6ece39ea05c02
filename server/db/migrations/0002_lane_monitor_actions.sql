ALTER TABLE `lane_monitor_state` ADD `action` text;--> statement-breakpoint
ALTER TABLE `lane_monitor_state` ADD `action_started_at` text;--> statement-breakpoint
ALTER TABLE `lane_monitor_state` ADD `action_until` text;--> statement-breakpoint
ALTER TABLE `lane_monitor_state` ADD `action_by` text;--> statement-breakpoint
ALTER TABLE `lane_monitor_state` ADD `last_action` text;--> statement-breakpoint
ALTER TABLE `lane_monitor_state` ADD `last_action_at` text;--> statement-breakpoint
ALTER TABLE `lane_monitor_state` ADD `last_action_by` text;