-- Machines of each ad release by state, kept like the upgrades' (machine_state_counts, 0055).
DROP TRIGGER IF EXISTS ad_release_state_counts_ins ON ad_release_device;
--> statement-breakpoint
CREATE TRIGGER ad_release_state_counts_ins AFTER INSERT ON ad_release_device REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION machine_state_counts('ad_release_state_count', 'release_id', 'ad_release');
--> statement-breakpoint
DROP TRIGGER IF EXISTS ad_release_state_counts_upd ON ad_release_device;
--> statement-breakpoint
CREATE TRIGGER ad_release_state_counts_upd AFTER UPDATE ON ad_release_device REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION machine_state_counts('ad_release_state_count', 'release_id', 'ad_release');
--> statement-breakpoint
DROP TRIGGER IF EXISTS ad_release_state_counts_del ON ad_release_device;
--> statement-breakpoint
CREATE TRIGGER ad_release_state_counts_del AFTER DELETE ON ad_release_device REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION machine_state_counts('ad_release_state_count', 'release_id', 'ad_release');
--> statement-breakpoint
DROP TRIGGER IF EXISTS ad_release_state_counts_trunc ON ad_release_device;
--> statement-breakpoint
CREATE TRIGGER ad_release_state_counts_trunc AFTER TRUNCATE ON ad_release_device
  FOR EACH STATEMENT EXECUTE FUNCTION machine_state_counts_emptied('ad_release_state_count');
--> statement-breakpoint
-- The machines of the releases made so far.
INSERT INTO ad_release_state_count (release_id, state, machines)
SELECT release_id, state, count(*)::int FROM ad_release_device GROUP BY 1, 2 ORDER BY 1, 2
ON CONFLICT (release_id, state) DO UPDATE SET machines = excluded.machines;
