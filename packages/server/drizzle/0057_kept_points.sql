-- Partitions and routes are kept answers too. They read the recipients of a partition and, of the
-- accounts, only the user name and the employee name. Every sign-in writes `sys_user` (the last
-- sign-in time and address), so its trigger fires only for statements that set one of those two
-- names, or insert, delete or truncate: a kept answer that reads another column of `sys_user`
-- must add it here.
DROP TRIGGER IF EXISTS dev_zone_recipient_table_changed ON dev_zone_recipient;
--> statement-breakpoint
CREATE TRIGGER dev_zone_recipient_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_zone_recipient
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_user_table_changed ON sys_user;
--> statement-breakpoint
CREATE TRIGGER sys_user_table_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF username, employee_name ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
