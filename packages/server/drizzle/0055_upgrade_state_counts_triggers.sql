-- Machines of each upgrade by state, kept for every writer of dev_upgrade_device: each statement
-- adds what it changed per upgrade and state (rows that came +1 in their state, rows that went -1
-- in theirs; a progress report that keeps the state changes nothing and locks nothing). The
-- additions go in key order, so concurrent writers lock the count rows in one order and never
-- deadlock. The machines of an upgrade deleted with it are not counted back: its counts go too.
CREATE OR REPLACE FUNCTION dev_upgrade_state_counts_of_machines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dev_upgrade_state_count AS c (upgrade_id, state, machines)
    SELECT r.upgrade_id, r.state, count(*)::int FROM new_rows r GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (upgrade_id, state) DO UPDATE SET machines = c.machines + excluded.machines;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dev_upgrade_state_count AS c (upgrade_id, state, machines)
    SELECT r.upgrade_id, r.state, -count(*)::int FROM old_rows r
     WHERE EXISTS (SELECT 1 FROM dev_upgrade u WHERE u.id = r.upgrade_id)
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (upgrade_id, state) DO UPDATE SET machines = c.machines + excluded.machines;
  ELSE
    INSERT INTO dev_upgrade_state_count AS c (upgrade_id, state, machines)
    SELECT x.upgrade_id, x.state, sum(x.n)::int
      FROM (SELECT upgrade_id, state, 1 AS n FROM new_rows UNION ALL SELECT upgrade_id, state, -1 FROM old_rows) x
     WHERE EXISTS (SELECT 1 FROM dev_upgrade u WHERE u.id = x.upgrade_id)
     GROUP BY 1, 2 HAVING sum(x.n) <> 0 ORDER BY 1, 2
    ON CONFLICT (upgrade_id, state) DO UPDATE SET machines = c.machines + excluded.machines;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dev_upgrade_state_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dev_upgrade_state_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_upgrade_state_counts_ins ON dev_upgrade_device;
--> statement-breakpoint
CREATE TRIGGER dev_upgrade_state_counts_ins AFTER INSERT ON dev_upgrade_device REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_upgrade_state_counts_of_machines();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_upgrade_state_counts_upd ON dev_upgrade_device;
--> statement-breakpoint
CREATE TRIGGER dev_upgrade_state_counts_upd AFTER UPDATE ON dev_upgrade_device REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_upgrade_state_counts_of_machines();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_upgrade_state_counts_del ON dev_upgrade_device;
--> statement-breakpoint
CREATE TRIGGER dev_upgrade_state_counts_del AFTER DELETE ON dev_upgrade_device REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_upgrade_state_counts_of_machines();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_upgrade_state_counts_trunc ON dev_upgrade_device;
--> statement-breakpoint
CREATE TRIGGER dev_upgrade_state_counts_trunc AFTER TRUNCATE ON dev_upgrade_device
  FOR EACH STATEMENT EXECUTE FUNCTION dev_upgrade_state_counts_emptied();
--> statement-breakpoint
-- The machines of the upgrades made so far.
INSERT INTO dev_upgrade_state_count (upgrade_id, state, machines)
SELECT upgrade_id, state, count(*)::int FROM dev_upgrade_device GROUP BY 1, 2 ORDER BY 1, 2
ON CONFLICT (upgrade_id, state) DO UPDATE SET machines = excluded.machines;
