ALTER TABLE "inspections" ADD COLUMN "facts_kept_at" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "kept_keys_count" bigint;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "kept_drivable" bigint;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "kept_body_type" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "kept_body_style" bigint;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "kept_tires" text;--> statement-breakpoint
-- Written by hand (ADR 0089): an original approved before this migration keeps, from now on, the
-- vehicle's facts as they are now (the values at its approval were not recorded), kept now.
UPDATE "inspections" AS "r" SET
	"facts_kept_at" = (to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
	"kept_keys_count" = "v"."keys_count",
	"kept_drivable" = "v"."drivable",
	"kept_body_type" = "v"."body_type",
	"kept_body_style" = "v"."body_style",
	"kept_tires" = "v"."tires"
	FROM "vehicles" AS "v"
	WHERE "v"."vehicle_id" = "r"."vehicle_id"
		AND "r"."condition_report_id" IN (SELECT "original_report_id" FROM "inspections" WHERE "condition_report_type_id" = 2 AND "original_report_id" IS NOT NULL);
