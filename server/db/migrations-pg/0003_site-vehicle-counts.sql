CREATE TABLE "vehicle_counts" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"vehicles" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_counts" ADD CONSTRAINT "vehicle_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (ADR 0074): the counts of the vehicles already there, and the triggers that keep
-- them. Per statement, over its transition tables: a seed's batch of 5,000 vehicles is one change
-- of the count, not 5,000. A statement that moves no vehicle between sites (an edit of a vehicle's
-- other fields) nets to nothing per site and writes nothing, so it takes no lock on a count.
INSERT INTO "vehicle_counts" ("site_id", "vehicles") SELECT "site_id", count(*) FROM "vehicles" GROUP BY "site_id";
--> statement-breakpoint
CREATE FUNCTION "vehicle_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "vehicle_counts" ("site_id", "vehicles") SELECT "site_id", count(*) FROM "new_rows" GROUP BY "site_id"
			ON CONFLICT ("site_id") DO UPDATE SET "vehicles" = "vehicle_counts"."vehicles" + excluded."vehicles";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "vehicle_counts" ("site_id", "vehicles") SELECT "site_id", -count(*) FROM "old_rows" GROUP BY "site_id"
			ON CONFLICT ("site_id") DO UPDATE SET "vehicles" = "vehicle_counts"."vehicles" + excluded."vehicles";
	ELSE
		INSERT INTO "vehicle_counts" ("site_id", "vehicles")
			SELECT "site_id", sum("change") FROM (
				SELECT "site_id", -1 AS "change" FROM "old_rows" UNION ALL SELECT "site_id", 1 FROM "new_rows"
			) AS "changes" GROUP BY "site_id" HAVING sum("change") <> 0
			ON CONFLICT ("site_id") DO UPDATE SET "vehicles" = "vehicle_counts"."vehicles" + excluded."vehicles";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_counts_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_counts_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_counts_move" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_counts_keep"();
