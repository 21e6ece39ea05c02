CREATE TABLE `api_log_size` (
	`id` integer PRIMARY KEY NOT NULL,
	`bytes` integer NOT NULL
);
