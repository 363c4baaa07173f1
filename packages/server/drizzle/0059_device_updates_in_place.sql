DROP INDEX "dev_device_seen_idx";--> statement-breakpoint
-- The gateway rewrites every machine's row every few seconds (seen time, signal, temperatures).
-- Free room on each page lets PostgreSQL write the new version beside the old one without
-- touching the table's seventeen indexes (a "HOT" update), as long as no indexed column changes:
-- hence also no index on the seen time (the offline sweep reads it through an expression).
ALTER TABLE "dev_device" SET (fillfactor = 70);
--> statement-breakpoint
-- The organisations a machine left or joined, and those of removed machines: the moved machines
-- are found by set difference (hashed), not by joining the statement's old and new rows, which at
-- a fleet's every-few-seconds update of all machines cost more than the update.
CREATE OR REPLACE FUNCTION dev_account_delivery_counts_of_devices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM dev_account_delivery_recount(ARRAY(SELECT DISTINCT org_id FROM old_rows));
  ELSE
    PERFORM dev_account_delivery_recount(ARRAY(
      SELECT DISTINCT org_id FROM (
        (SELECT id, org_id FROM new_rows EXCEPT SELECT id, org_id FROM old_rows)
        UNION ALL
        (SELECT id, org_id FROM old_rows EXCEPT SELECT id, org_id FROM new_rows)) moved));
  END IF;
  RETURN NULL;
END $$;
