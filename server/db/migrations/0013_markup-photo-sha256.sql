-- Written by hand (ADR 0095): a markup names the photo it was drawn on (photo_sha256). One stored
-- before names none: it was drawn on the damage's photo as it is now (the dialog took a markup
-- away with the photo it replaced), so it is tied to that photo's SHA-256; the markup of a damage
-- with no photo is dropped. Text that is not JSON reads as no markup already, and is left.
UPDATE `inspection_items` SET `photo_markup` = (
	SELECT json_set(`inspection_items`.`photo_markup`, '$.photo_sha256', `ci`.`sha256`)
	FROM `condition_images` AS `ci` WHERE `ci`.`vehicle_condition_id` = `inspection_items`.`vehicle_condition_id`
)
WHERE `photo_markup` IS NOT NULL
	AND CASE WHEN json_valid(`photo_markup`) THEN json_type(`photo_markup`, '$.photo_sha256') IS NULL ELSE 0 END;
