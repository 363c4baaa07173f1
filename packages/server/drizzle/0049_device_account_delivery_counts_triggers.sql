-- Device account delivery counts per organisation, kept by the database for every writer: the
-- deliveries (device-accounts), the commands' outcomes (device-commands) and the machines' moves
-- and removals (devices). A statement that may change an organisation's count recounts it: its
-- row is locked first (organisations in order, so concurrent recounts never deadlock), then
-- counted by a new statement, which sees every transaction committed meanwhile; two recounts of
-- one organisation therefore follow each other and the later one counts both changes.
CREATE OR REPLACE FUNCTION dev_account_delivery_recount(orgs integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF orgs IS NULL OR cardinality(orgs) = 0 THEN RETURN; END IF;
  INSERT INTO dev_account_delivery_counts (org_id)
  SELECT DISTINCT o FROM unnest(orgs) o WHERE o IS NOT NULL ORDER BY o ON CONFLICT (org_id) DO NOTHING;
  PERFORM 1 FROM dev_account_delivery_counts WHERE org_id = ANY (orgs) ORDER BY org_id FOR UPDATE;
  UPDATE dev_account_delivery_counts c SET delivered = n.delivered, failed = n.failed
    FROM (SELECT o.org_id,
                 count(k.id) FILTER (WHERE k.status = 'succeeded')::int AS delivered,
                 count(k.id) FILTER (WHERE k.status IN ('failed', 'timed_out'))::int AS failed
            FROM (SELECT DISTINCT unnest(orgs) AS org_id) o
            LEFT JOIN dev_device v ON v.org_id = o.org_id
            LEFT JOIN dev_account_delivery d ON d.device_id = v.id AND d.state = 'sent'
            LEFT JOIN dev_command k ON k.id = d.command_id
           GROUP BY o.org_id) n
   WHERE c.org_id = n.org_id AND (c.delivered, c.failed) IS DISTINCT FROM (n.delivered, n.failed);
END $$;
--> statement-breakpoint
-- The organisations of the machines whose deliveries changed (a removed machine's are recounted by its own trigger).
CREATE OR REPLACE FUNCTION dev_account_delivery_counts_of_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dev_account_delivery_recount(ARRAY(SELECT DISTINCT v.org_id FROM new_rows r JOIN dev_device v ON v.id = r.device_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dev_account_delivery_recount(ARRAY(SELECT DISTINCT v.org_id FROM old_rows r JOIN dev_device v ON v.id = r.device_id));
  ELSE
    PERFORM dev_account_delivery_recount(ARRAY(
      SELECT DISTINCT v.org_id FROM new_rows n JOIN old_rows o ON o.device_id = n.device_id JOIN dev_device v ON v.id = n.device_id
       WHERE (o.state, o.command_id) IS DISTINCT FROM (n.state, n.command_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The organisations of the machines whose list a command carried, when the command's outcome changed.
CREATE OR REPLACE FUNCTION dev_account_delivery_counts_of_commands() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dev_account_delivery_recount(ARRAY(
    SELECT DISTINCT v.org_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN dev_account_delivery d ON d.command_id = n.id JOIN dev_device v ON v.id = d.device_id
     WHERE o.status IS DISTINCT FROM n.status));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The organisations a machine left or joined, and those of removed machines.
CREATE OR REPLACE FUNCTION dev_account_delivery_counts_of_devices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM dev_account_delivery_recount(ARRAY(SELECT DISTINCT org_id FROM old_rows));
  ELSE
    PERFORM dev_account_delivery_recount(ARRAY(
      SELECT o.org_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.org_id <> n.org_id
      UNION SELECT n.org_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.org_id <> n.org_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A table emptied at once: every organisation is recounted.
CREATE OR REPLACE FUNCTION dev_account_delivery_counts_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dev_account_delivery_recount(ARRAY(SELECT org_id FROM dev_account_delivery_counts UNION SELECT DISTINCT org_id FROM dev_device));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_account_delivery_counts_ins ON dev_account_delivery;
--> statement-breakpoint
CREATE TRIGGER dev_account_delivery_counts_ins AFTER INSERT ON dev_account_delivery REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_account_delivery_counts_of_deliveries();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_account_delivery_counts_upd ON dev_account_delivery;
--> statement-breakpoint
CREATE TRIGGER dev_account_delivery_counts_upd AFTER UPDATE ON dev_account_delivery REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_account_delivery_counts_of_deliveries();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_account_delivery_counts_del ON dev_account_delivery;
--> statement-breakpoint
CREATE TRIGGER dev_account_delivery_counts_del AFTER DELETE ON dev_account_delivery REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_account_delivery_counts_of_deliveries();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_account_delivery_counts_cmd ON dev_command;
--> statement-breakpoint
CREATE TRIGGER dev_account_delivery_counts_cmd AFTER UPDATE ON dev_command REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_account_delivery_counts_of_commands();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_account_delivery_counts_dev_upd ON dev_device;
--> statement-breakpoint
CREATE TRIGGER dev_account_delivery_counts_dev_upd AFTER UPDATE ON dev_device REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_account_delivery_counts_of_devices();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_account_delivery_counts_dev_del ON dev_device;
--> statement-breakpoint
CREATE TRIGGER dev_account_delivery_counts_dev_del AFTER DELETE ON dev_device REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dev_account_delivery_counts_of_devices();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_account_delivery_counts_trunc ON dev_account_delivery;
--> statement-breakpoint
CREATE TRIGGER dev_account_delivery_counts_trunc AFTER TRUNCATE ON dev_account_delivery FOR EACH STATEMENT EXECUTE FUNCTION dev_account_delivery_counts_all();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_account_delivery_counts_cmd_trunc ON dev_command;
--> statement-breakpoint
CREATE TRIGGER dev_account_delivery_counts_cmd_trunc AFTER TRUNCATE ON dev_command FOR EACH STATEMENT EXECUTE FUNCTION dev_account_delivery_counts_all();
--> statement-breakpoint
-- The counts of the deliveries already made.
SELECT dev_account_delivery_recount(ARRAY(SELECT DISTINCT org_id FROM dev_device));
