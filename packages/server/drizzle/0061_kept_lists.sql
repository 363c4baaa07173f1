-- The knowledge base's classification tree, its articles and one article are kept answers: the
-- platform writes them a few times a day and every reader's screen asks for them.
DROP TRIGGER IF EXISTS kb_class_table_changed ON kb_class;
--> statement-breakpoint
CREATE TRIGGER kb_class_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON kb_class
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS kb_article_table_changed ON kb_article;
--> statement-breakpoint
CREATE TRIGGER kb_article_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON kb_article
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS kb_article_org_table_changed ON kb_article_org;
--> statement-breakpoint
CREATE TRIGGER kb_article_org_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON kb_article_org
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
-- Purchase orders and ad materials are kept lists too: people write them, and a purchase order's
-- payment notification, a few times a day per customer.
DROP TRIGGER IF EXISTS sup_purchase_order_table_changed ON sup_purchase_order;
--> statement-breakpoint
CREATE TRIGGER sup_purchase_order_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sup_purchase_order
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sup_purchase_item_table_changed ON sup_purchase_item;
--> statement-breakpoint
CREATE TRIGGER sup_purchase_item_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sup_purchase_item
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS ad_material_table_changed ON ad_material;
--> statement-breakpoint
CREATE TRIGGER ad_material_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ad_material
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS ad_release_table_changed ON ad_release;
--> statement-breakpoint
CREATE TRIGGER ad_release_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ad_release
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
-- So is the list of ad releases, with its machines counted by state. The counts' own triggers run
-- an upsert for every statement on a release's machines, also one that changes no state (a report
-- of plays), so this trigger is per row: it speaks only when a count really changes.
DROP TRIGGER IF EXISTS ad_release_state_count_table_changed ON ad_release_state_count;
--> statement-breakpoint
CREATE TRIGGER ad_release_state_count_table_changed AFTER INSERT OR UPDATE OR DELETE ON ad_release_state_count
  FOR EACH ROW EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS ad_release_state_count_emptied_changed ON ad_release_state_count;
--> statement-breakpoint
CREATE TRIGGER ad_release_state_count_emptied_changed AFTER TRUNCATE ON ad_release_state_count
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
