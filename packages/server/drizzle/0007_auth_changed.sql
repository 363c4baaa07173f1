-- Processes cache who a session's caller is (account, roles, permissions, data scope) for a few
-- seconds; these triggers tell every listening process, after the commit, what to forget.
-- Channel vr_auth_changed: '*' = everything, 's:<id>,<id>…' = these sessions ended.
CREATE OR REPLACE FUNCTION vr_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vr_auth_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Ended sessions by id (a NOTIFY payload holds < 8000 bytes: more than 100 ids become '*').
CREATE OR REPLACE FUNCTION vr_auth_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  ids text;
BEGIN
  SELECT count(*), string_agg(id, ',') INTO n, ids FROM ended;
  IF n > 100 THEN
    PERFORM pg_notify('vr_auth_changed', '*');
  ELSIF n > 0 THEN
    PERFORM pg_notify('vr_auth_changed', 's:' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_session_auth_changed ON sys_session;
--> statement-breakpoint
CREATE TRIGGER sys_session_auth_changed AFTER DELETE ON sys_session
  REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION vr_auth_sessions_ended();
--> statement-breakpoint
-- Only the columns a caller is made of: sign-in bookkeeping (last login, failures, lock) does not count.
DROP TRIGGER IF EXISTS sys_user_auth_changed ON sys_user;
--> statement-breakpoint
CREATE TRIGGER sys_user_auth_changed AFTER UPDATE OF username, employee_name, org_id, status, device_scope OR DELETE ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION vr_auth_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_role_auth_changed ON sys_role;
--> statement-breakpoint
CREATE TRIGGER sys_role_auth_changed AFTER UPDATE OF role_key, data_scope, status OR DELETE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION vr_auth_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_user_role_auth_changed ON sys_user_role;
--> statement-breakpoint
CREATE TRIGGER sys_user_role_auth_changed AFTER INSERT OR UPDATE OR DELETE ON sys_user_role
  FOR EACH STATEMENT EXECUTE FUNCTION vr_auth_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_role_menu_auth_changed ON sys_role_menu;
--> statement-breakpoint
CREATE TRIGGER sys_role_menu_auth_changed AFTER INSERT OR UPDATE OR DELETE ON sys_role_menu
  FOR EACH STATEMENT EXECUTE FUNCTION vr_auth_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_role_org_auth_changed ON sys_role_org;
--> statement-breakpoint
CREATE TRIGGER sys_role_org_auth_changed AFTER INSERT OR UPDATE OR DELETE ON sys_role_org
  FOR EACH STATEMENT EXECUTE FUNCTION vr_auth_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_menu_auth_changed ON sys_menu;
--> statement-breakpoint
CREATE TRIGGER sys_menu_auth_changed AFTER UPDATE OF perms OR DELETE ON sys_menu
  FOR EACH STATEMENT EXECUTE FUNCTION vr_auth_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_org_auth_changed ON sys_org;
--> statement-breakpoint
CREATE TRIGGER sys_org_auth_changed AFTER UPDATE OF path ON sys_org
  FOR EACH STATEMENT EXECUTE FUNCTION vr_auth_changed();
