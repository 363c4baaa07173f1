-- Machines of a delivery (an upgrade, an ad release) by state, kept for every writer of the table
-- of its machines by statement triggers calling this function with the count table, the column
-- naming the delivery (the same in both tables) and the deliveries' table. Each statement adds what
-- it changed per delivery and state (rows that came +1 in their state, rows that went -1 in
-- theirs); a statement that keeps every state (a progress report) writes and locks nothing. The
-- additions go in key order, so concurrent writers lock the count rows in one order and never
-- deadlock. The machines of a delivery deleted with it are not counted back: its counts go too.
CREATE OR REPLACE FUNCTION machine_state_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := format('SELECT %I AS owner, state, 1 AS n FROM new_rows', TG_ARGV[1]);
  ELSIF TG_OP = 'DELETE' THEN
    changed := format('SELECT %I AS owner, state, -1 AS n FROM old_rows', TG_ARGV[1]);
  ELSE
    changed := format('SELECT %1$I AS owner, state, 1 AS n FROM new_rows UNION ALL SELECT %1$I, state, -1 FROM old_rows', TG_ARGV[1]);
  END IF;
  EXECUTE format(
    'INSERT INTO %1$I AS c (%2$I, state, machines)
     SELECT x.owner, x.state, sum(x.n)::int FROM (%4$s) x
      WHERE EXISTS (SELECT 1 FROM %3$I w WHERE w.id = x.owner)
      GROUP BY 1, 2 HAVING sum(x.n) <> 0 ORDER BY 1, 2
     ON CONFLICT (%2$I, state) DO UPDATE SET machines = c.machines + excluded.machines',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A table of machines emptied at once: its count table (TG_ARGV[0]) is emptied too.
CREATE OR REPLACE FUNCTION machine_state_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Keeps `counts` for the machines' table `machines`: its four triggers (named after the count
-- table), then the counts of the machines already there.
CREATE OR REPLACE FUNCTION machine_state_counts_keep(machines text, counts text, owner text, owners text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := format('%L, %L, %L', counts, owner, owners);
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', counts || '_ins', machines);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                  FOR EACH STATEMENT EXECUTE FUNCTION machine_state_counts(%s)', counts || '_ins', machines, args);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', counts || '_upd', machines);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                  FOR EACH STATEMENT EXECUTE FUNCTION machine_state_counts(%s)', counts || '_upd', machines, args);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', counts || '_del', machines);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                  FOR EACH STATEMENT EXECUTE FUNCTION machine_state_counts(%s)', counts || '_del', machines, args);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', counts || '_trunc', machines);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION machine_state_counts_emptied(%L)',
                 counts || '_trunc', machines, counts);
  EXECUTE format('INSERT INTO %1$I (%2$I, state, machines)
                  SELECT %2$I, state, count(*)::int FROM %3$I GROUP BY 1, 2 ORDER BY 1, 2
                  ON CONFLICT (%2$I, state) DO UPDATE SET machines = excluded.machines', counts, owner, machines);
END $$;
--> statement-breakpoint
SELECT machine_state_counts_keep('dev_upgrade_device', 'dev_upgrade_state_count', 'upgrade_id', 'dev_upgrade');
--> statement-breakpoint
SELECT machine_state_counts_keep('ad_release_device', 'ad_release_state_count', 'release_id', 'ad_release');
