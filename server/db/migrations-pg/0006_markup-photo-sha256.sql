-- Written by hand (ADR 0095): a markup names the photo it was drawn on (photo_sha256). One stored
-- before names none: it was drawn on the damage's photo as it is now (the dialog took a markup
-- away with the photo it replaced), so it is tied to that photo's SHA-256; the markup of a damage
-- with no photo is dropped. The server writes the column from JSON.stringify: it is JSON.
UPDATE "inspection_items" AS "c" SET "photo_markup" = (
	SELECT jsonb_set("c"."photo_markup"::jsonb, '{photo_sha256}', to_jsonb("ci"."sha256"))::text
	FROM "condition_images" AS "ci" WHERE "ci"."vehicle_condition_id" = "c"."vehicle_condition_id"
)
WHERE "c"."photo_markup" IS NOT NULL AND ("c"."photo_markup"::jsonb ->> 'photo_sha256') IS NULL;
