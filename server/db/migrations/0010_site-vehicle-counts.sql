CREATE TABLE `vehicle_counts` (
	`site_id` integer PRIMARY KEY NOT NULL,
	`vehicles` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Written by hand (ADR 0074): the counts of the vehicles already there, and the triggers that keep them.
INSERT INTO `vehicle_counts` (`site_id`, `vehicles`) SELECT `site_id`, count(*) FROM `vehicles` GROUP BY `site_id`;
--> statement-breakpoint
CREATE TRIGGER `vehicle_counts_insert` AFTER INSERT ON `vehicles` BEGIN
	INSERT INTO `vehicle_counts` (`site_id`, `vehicles`) VALUES (NEW.`site_id`, 1)
		ON CONFLICT (`site_id`) DO UPDATE SET `vehicles` = `vehicles` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_counts_delete` AFTER DELETE ON `vehicles` BEGIN
	INSERT INTO `vehicle_counts` (`site_id`, `vehicles`) VALUES (OLD.`site_id`, -1)
		ON CONFLICT (`site_id`) DO UPDATE SET `vehicles` = `vehicles` - 1;
END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_counts_move` AFTER UPDATE OF `site_id` ON `vehicles` WHEN OLD.`site_id` IS NOT NEW.`site_id` BEGIN
	INSERT INTO `vehicle_counts` (`site_id`, `vehicles`) VALUES (OLD.`site_id`, -1)
		ON CONFLICT (`site_id`) DO UPDATE SET `vehicles` = `vehicles` - 1;
	INSERT INTO `vehicle_counts` (`site_id`, `vehicles`) VALUES (NEW.`site_id`, 1)
		ON CONFLICT (`site_id`) DO UPDATE SET `vehicles` = `vehicles` + 1;
END;
