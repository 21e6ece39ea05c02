CREATE TABLE `action_codes` (
	`action_code` text PRIMARY KEY NOT NULL,
	`action_desc` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `announcements` (
	`announcement_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`announcement` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `api_aavalidation_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer,
	`person_id` text,
	`success` integer DEFAULT 0 NOT NULL,
	`message` text,
	`valid` integer DEFAULT 0 NOT NULL,
	`payload` text,
	`response` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `api_aavalidation_logs_site_idx` ON `api_aavalidation_logs` (`site_id`,`id`);--> statement-breakpoint
CREATE TABLE `api_badge_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer,
	`rep_cubed_id` integer,
	`rep_auction_access` text,
	`dealer_cubed_id` integer,
	`dealer_auction_access` text,
	`bidder_badge` text,
	`oktobuy` integer,
	`credit_limit` real,
	`has_error` integer DEFAULT 0 NOT NULL,
	`error_message` text,
	`error_message_text` text,
	`response` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `api_badge_logs_site_idx` ON `api_badge_logs` (`site_id`,`id`);--> statement-breakpoint
CREATE TABLE `api_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer,
	`user_id` integer,
	`user` text,
	`method` text NOT NULL,
	`route` text NOT NULL,
	`params` text,
	`request_headers` text,
	`request_content_type` text,
	`request_content` text,
	`response_status` integer,
	`response_content_type` text,
	`response_content` text,
	`duration_ms` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `api_logs_site_idx` ON `api_logs` (`site_id`,`id`);--> statement-breakpoint
CREATE INDEX `api_logs_method_idx` ON `api_logs` (`method`,`id`);--> statement-breakpoint
CREATE TABLE `api_schedule_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`output_type` text NOT NULL,
	`output` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `api_schedule_logs_name_idx` ON `api_schedule_logs` (`name`,`id`);--> statement-breakpoint
CREATE TABLE `api_spincar_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer,
	`spincar_auction_code` text,
	`vehicle_id` integer,
	`asset_id` text,
	`spincar_asset_identifier` text,
	`error` text,
	`spincar_payload` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `api_spincar_logs_site_idx` ON `api_spincar_logs` (`site_id`,`id`);--> statement-breakpoint
CREATE TABLE `api_valuation_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer,
	`vehicle_id` integer,
	`vin` text,
	`mileage` integer,
	`source` text,
	`json` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `api_valuation_logs_site_idx` ON `api_valuation_logs` (`site_id`,`id`);--> statement-breakpoint
CREATE INDEX `api_valuation_logs_vin_idx` ON `api_valuation_logs` (`vin`);--> statement-breakpoint
CREATE INDEX `api_valuation_logs_vehicle_idx` ON `api_valuation_logs` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `art_damages` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`aasc_code` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `art_item_damage_severities` (
	`item_id` integer NOT NULL,
	`damage_id` integer NOT NULL,
	`severity_id` integer NOT NULL,
	PRIMARY KEY(`item_id`, `damage_id`, `severity_id`),
	FOREIGN KEY (`item_id`) REFERENCES `art_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`damage_id`) REFERENCES `art_damages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`severity_id`) REFERENCES `art_severities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `art_item_damages` (
	`item_id` integer NOT NULL,
	`damage_id` integer NOT NULL,
	PRIMARY KEY(`item_id`, `damage_id`),
	FOREIGN KEY (`item_id`) REFERENCES `art_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`damage_id`) REFERENCES `art_damages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `art_items` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`aasc_code` text NOT NULL,
	`display_group_code` text,
	`location_code` integer,
	`kind` text DEFAULT 'body' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `art_severities` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`aasc_code` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `auction_attendance` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`dealer_id` integer NOT NULL,
	`attended_at` text NOT NULL,
	`bids` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`auction_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`dealer_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `auction_attendance_site_time_idx` ON `auction_attendance` (`site_id`,`attended_at`);--> statement-breakpoint
CREATE TABLE `auction_sales` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`offered_at` text NOT NULL,
	`is_simulcast` integer DEFAULT 1 NOT NULL,
	`sold_channel` text,
	`buyer_dealer_id` integer,
	`price` real,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`auction_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`vehicle_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_dealer_id`) REFERENCES `dealers`(`dealer_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `auction_sales_site_time_idx` ON `auction_sales` (`site_id`,`offered_at`);--> statement-breakpoint
CREATE TABLE `auctions` (
	`auction_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`event_name` text NOT NULL,
	`auction_date` text NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `auctions_site_date_idx` ON `auctions` (`site_id`,`auction_date`);--> statement-breakpoint
CREATE TABLE `auth_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`site_id` integer,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_tokens_token_hash_unique` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `auth_tokens_user_idx` ON `auth_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `body_styles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`body_style_code` text NOT NULL,
	`body_style_desc` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `body_styles_body_style_code_unique` ON `body_styles` (`body_style_code`);--> statement-breakpoint
CREATE TABLE `condition_report_types` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `configs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`type` text NOT NULL,
	`type_id` integer,
	`value_type` text NOT NULL,
	`value` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`type_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `configs_name_scope_unique` ON `configs` (`name`,`type`,`type_id`);--> statement-breakpoint
CREATE INDEX `configs_order_idx` ON `configs` (`type`,`type_id`,`name`);--> statement-breakpoint
CREATE TABLE `dealer_defaults` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dealer_id` integer NOT NULL,
	`payment_method` text,
	`title_delivery` text,
	`floor_plan` text,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`dealer_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dealer_defaults_dealer_id_unique` ON `dealer_defaults` (`dealer_id`);--> statement-breakpoint
CREATE TABLE `dealer_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dealer_id` integer NOT NULL,
	`options` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`dealer_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dealer_options_dealer_id_unique` ON `dealer_options` (`dealer_id`);--> statement-breakpoint
CREATE TABLE `dealer_reps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dealer_id` integer NOT NULL,
	`display_name` text NOT NULL,
	`name_first` text,
	`name_last` text,
	`auction_access` text,
	`cubed_id` integer,
	`auth_flag` text DEFAULT 'Y' NOT NULL,
	`auth_reason` text,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`dealer_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dealer_reps_dealer_idx` ON `dealer_reps` (`dealer_id`);--> statement-breakpoint
CREATE TABLE `dealers` (
	`dealer_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`dealer_num` text NOT NULL,
	`dealer_name` text NOT NULL,
	`auction_access` text,
	`addr1_line` text,
	`addr1_city` text,
	`addr1_state` text,
	`addr1_zip` text,
	`phone` text,
	`auth_flag` text DEFAULT 'Y' NOT NULL,
	`auth_reason` text,
	`cubed_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dealers_site_num_unique` ON `dealers` (`site_id`,`dealer_num`);--> statement-breakpoint
CREATE INDEX `dealers_site_name_idx` ON `dealers` (`site_id`,`dealer_name`);--> statement-breakpoint
CREATE INDEX `dealers_site_city_idx` ON `dealers` (`site_id`,`addr1_city`);--> statement-breakpoint
CREATE TABLE `flumbus_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`status` text NOT NULL,
	`source` text NOT NULL,
	`source_content` text,
	`source_content_type` text,
	`vehicle_id` integer,
	`error_text` text,
	`suppress_text` text,
	`has_error` integer DEFAULT 0 NOT NULL,
	`destination_request_endpoint` text,
	`destination_request_headers` text,
	`destination_request_content` text,
	`destination_request_content_type` text,
	`destination_response_content` text,
	`destination_response_content_type` text,
	`destination_response_code` integer,
	`destination_response_headers` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `flumbus_logs_site_idx` ON `flumbus_logs` (`site_id`,`id`);--> statement-breakpoint
CREATE INDEX `flumbus_logs_vehicle_idx` ON `flumbus_logs` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `gate_passes` (
	`gate_pass_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`dealer_id` integer,
	`gate_status` text NOT NULL,
	`is_temp` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT 1 NOT NULL,
	`last_user_id` integer,
	`last_modified_date` text NOT NULL,
	`notes` text,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`vehicle_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`dealer_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`gate_status`) REFERENCES `gate_statuses`(`gate_status_code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`last_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `gate_passes_site_idx` ON `gate_passes` (`site_id`,`gate_pass_id`);--> statement-breakpoint
CREATE INDEX `gate_passes_vehicle_idx` ON `gate_passes` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `gate_statuses` (
	`gate_status_code` text PRIMARY KEY NOT NULL,
	`gate_status_desc` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `inspection_items` (
	`vehicle_condition_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`condition_report_id` integer NOT NULL,
	`condition_report_group_id` integer,
	`condition_report_item_id` integer,
	`item_code` integer,
	`damage_code` integer,
	`severity_code` integer,
	`action_code` text,
	`damage_status_code` text,
	`display_group_code` text,
	`description` text,
	`has_image` text DEFAULT 'N' NOT NULL,
	`image_file_path` text,
	`item_image_updated` text,
	`repair_suggested` integer DEFAULT 0 NOT NULL,
	`repair_approved` integer DEFAULT 0 NOT NULL,
	`damage_repaired` integer DEFAULT 0 NOT NULL,
	`approvable` integer DEFAULT 1 NOT NULL,
	`approval_by` integer,
	`approval_date` text,
	`approval_user` text,
	`approval_source` text,
	`written_by` text,
	`written_date` text,
	`labor_parts` text,
	`labor_desc` text,
	`labor_hours` real,
	`paint_hours` real,
	`part_hours` real,
	`labor_cost` real,
	`paint_cost` real,
	`part_cost` real,
	FOREIGN KEY (`condition_report_id`) REFERENCES `inspections`(`condition_report_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_code`) REFERENCES `art_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`damage_code`) REFERENCES `art_damages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`severity_code`) REFERENCES `art_severities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`action_code`) REFERENCES `action_codes`(`action_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `inspection_items_report_idx` ON `inspection_items` (`condition_report_id`);--> statement-breakpoint
CREATE TABLE `inspections` (
	`condition_report_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`condition_report_type_id` integer NOT NULL,
	`original_report_id` integer,
	`grade` real,
	`comments` text,
	`notes` text,
	`total_damages_cost` real DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_username` text,
	`created_date` text NOT NULL,
	`written_by` integer,
	`written_date` text,
	`approved_date` text,
	`deleted_at` text,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`vehicle_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`condition_report_type_id`) REFERENCES `condition_report_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`written_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `inspections_vehicle_idx` ON `inspections` (`vehicle_id`,`deleted_at`);--> statement-breakpoint
CREATE TABLE `integration_status` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`integration` text NOT NULL,
	`name` text NOT NULL,
	`value` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `integration_status_site_idx` ON `integration_status` (`site_id`,`integration`,`sort_order`);--> statement-breakpoint
CREATE TABLE `lane_monitor_lanes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`lane` text NOT NULL,
	`active` integer DEFAULT 1 NOT NULL,
	`description` text,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `lane_monitor_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`running` integer DEFAULT 1 NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_key` text NOT NULL,
	`client_key` text NOT NULL,
	`succeeded` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_account_idx` ON `login_attempts` (`account_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_attempts_client_idx` ON `login_attempts` (`client_key`,`created_at`);--> statement-breakpoint
CREATE TABLE `mobile_builds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`build` text NOT NULL,
	`environment` text NOT NULL,
	`is_production` integer DEFAULT 0 NOT NULL,
	`ios_version` text,
	`android_version` text,
	`android_filename` text,
	`branch` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mobile_builds_build_idx` ON `mobile_builds` (`build`);--> statement-breakpoint
CREATE TABLE `premise_services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`environment` text NOT NULL,
	`service` text NOT NULL,
	`status` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `scheduled_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`interval_minutes` integer NOT NULL,
	`last_run_at` text,
	`last_status` text DEFAULT 'ok' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scheduled_jobs_name_unique` ON `scheduled_jobs` (`name`);--> statement-breakpoint
CREATE TABLE `sites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`desc` text,
	`cubed_company_id` integer,
	`dbhost` text,
	`dbport` integer,
	`gps_lat` real,
	`gps_lng` real,
	`ip_primary` text,
	`account_name` text,
	`timezone` text DEFAULT 'America/Chicago' NOT NULL,
	`public_photos_enabled` integer DEFAULT 1 NOT NULL,
	`is_wan_up` integer DEFAULT 1 NOT NULL,
	`wan_first_down` text,
	`last_heartbeat_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sites_code_unique` ON `sites` (`code`);--> statement-breakpoint
CREATE TABLE `transaction_codes` (
	`transaction_code` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tyre_brands` (
	`brand_id` integer PRIMARY KEY NOT NULL,
	`brand` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_securities` (
	`user_id` integer NOT NULL,
	`site_id` integer NOT NULL,
	`security` text NOT NULL,
	PRIMARY KEY(`user_id`, `site_id`, `security`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_sites` (
	`user_id` integer NOT NULL,
	`site_id` integer NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `site_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_sites_site_idx` ON `user_sites` (`site_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`full_name` text,
	`email` text,
	`username` text,
	`password_hash` text NOT NULL,
	`premise_user` integer DEFAULT 0 NOT NULL,
	`is_global_admin` integer DEFAULT 0 NOT NULL,
	`is_cloud_user` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_username_idx` ON `users` (`username`);--> statement-breakpoint
CREATE TABLE `vehicle_equipment` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`vehicle_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vehicle_equipment_vehicle_idx` ON `vehicle_equipment` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `vehicle_event_types` (
	`id` integer PRIMARY KEY NOT NULL,
	`vehicle_event_type_name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `vehicle_images` (
	`vehicle_image_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`image_file_path` text NOT NULL,
	`mime_type` text DEFAULT 'image/png' NOT NULL,
	`width` integer,
	`height` integer,
	`is_private` integer DEFAULT 0 NOT NULL,
	`main_image` integer DEFAULT 0 NOT NULL,
	`vehicle_images_type_name` text DEFAULT 'photo' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`vehicle_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vehicle_images_vehicle_idx` ON `vehicle_images` (`vehicle_id`,`main_image`,`created_at`);--> statement-breakpoint
CREATE TABLE `vehicle_location_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`accuracy` real,
	`vehicle_event_type_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`vehicle_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vehicle_event_type_id`) REFERENCES `vehicle_event_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vehicle_location_history_vehicle_idx` ON `vehicle_location_history` (`vehicle_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `vehicle_positions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`auction_id` integer NOT NULL,
	`lane_id` text NOT NULL,
	`run_id` integer,
	`run_sequence` integer,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`vehicle_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`auction_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vehicle_positions_vehicle_idx` ON `vehicle_positions` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `vehicle_statuses` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `vehicle_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`transaction_code` text NOT NULL,
	`transaction_date` text NOT NULL,
	`description` text,
	`amount` real NOT NULL,
	`is_valid` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`vehicle_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_code`) REFERENCES `transaction_codes`(`transaction_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vehicle_transactions_vehicle_idx` ON `vehicle_transactions` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `vehicles` (
	`vehicle_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`vin` text NOT NULL,
	`last6` text GENERATED ALWAYS AS (substr(vin, -6)) STORED,
	`is_active` text DEFAULT 'Y' NOT NULL,
	`autoyear` integer,
	`automake` text,
	`automodel` text,
	`exterior_color` text,
	`stock_number` text,
	`stocked_date` text,
	`received_date` text,
	`guid` text,
	`mileage` integer,
	`odometer_uom` text DEFAULT 'mi' NOT NULL,
	`keys_count` integer,
	`drivable` integer,
	`body_type` text,
	`body_style` integer,
	`vehicle_status_id` integer DEFAULT 1 NOT NULL,
	`tires` text,
	`seller_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`body_style`) REFERENCES `body_styles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_status_id`) REFERENCES `vehicle_statuses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `dealers`(`dealer_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicles_guid_unique` ON `vehicles` (`guid`);--> statement-breakpoint
CREATE INDEX `vehicles_site_id_idx` ON `vehicles` (`site_id`,`vehicle_id`);--> statement-breakpoint
CREATE INDEX `vehicles_site_year_idx` ON `vehicles` (`site_id`,`autoyear`);--> statement-breakpoint
CREATE INDEX `vehicles_site_make_idx` ON `vehicles` (`site_id`,`automake`,`automodel`);--> statement-breakpoint
CREATE INDEX `vehicles_site_model_idx` ON `vehicles` (`site_id`,`automodel`);--> statement-breakpoint
CREATE INDEX `vehicles_site_last6_idx` ON `vehicles` (`site_id`,`last6`);--> statement-breakpoint
CREATE INDEX `vehicles_site_active_idx` ON `vehicles` (`site_id`,`is_active`,`vehicle_id`);--> statement-breakpoint
CREATE INDEX `vehicles_seller_idx` ON `vehicles` (`seller_id`,`site_id`);--> statement-breakpoint
CREATE INDEX `vehicles_vin_idx` ON `vehicles` (`vin`);--> statement-breakpoint
CREATE TABLE `wo_action_mappings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`action_code` text NOT NULL,
	`is_active` integer DEFAULT 1 NOT NULL,
	`transaction_code` text,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`action_code`) REFERENCES `action_codes`(`action_code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`transaction_code`) REFERENCES `transaction_codes`(`transaction_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wo_action_mappings_site_code_unique` ON `wo_action_mappings` (`site_id`,`action_code`);--> statement-breakpoint
CREATE TABLE `wo_shops` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `wo_shops_site_idx` ON `wo_shops` (`site_id`,`deleted_at`,`name`);--> statement-breakpoint
CREATE TABLE `wo_transaction_exclusions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer NOT NULL,
	`transaction_code` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`transaction_code`) REFERENCES `transaction_codes`(`transaction_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wo_transaction_exclusions_site_code_unique` ON `wo_transaction_exclusions` (`site_id`,`transaction_code`);