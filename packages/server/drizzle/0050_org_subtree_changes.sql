-- A caller's scope names the organisations of its subtree, read with the session: adding or
-- deleting an organisation changes subtrees, so cached callers are forgotten then too (moving
-- one, an update of its path, already does).
DROP TRIGGER IF EXISTS sys_org_auth_changed ON sys_org;
--> statement-breakpoint
CREATE TRIGGER sys_org_auth_changed AFTER INSERT OR DELETE OR UPDATE OF path ON sys_org
  FOR EACH STATEMENT EXECUTE FUNCTION vr_auth_changed();
