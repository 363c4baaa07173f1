-- Some answers (pickers, trees, reference lists) are kept in each process's memory until a table
-- they read is written. These statement triggers tell every listening process, after the commit,
-- which table was written (channel vr_table_changed, the table's name; PostgreSQL sends a name
-- once per transaction however many statements wrote it). Only tables of kept answers have one:
-- transactions that notify wait for each other at commit, which a busy table must not pay.
CREATE OR REPLACE FUNCTION vr_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vr_table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_menu_table_changed ON sys_menu;
--> statement-breakpoint
CREATE TRIGGER sys_menu_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_menu
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_role_menu_table_changed ON sys_role_menu;
--> statement-breakpoint
CREATE TRIGGER sys_role_menu_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_menu
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_role_table_changed ON sys_role;
--> statement-breakpoint
CREATE TRIGGER sys_role_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_role_org_table_changed ON sys_role_org;
--> statement-breakpoint
CREATE TRIGGER sys_role_org_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_org
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_org_table_changed ON sys_org;
--> statement-breakpoint
CREATE TRIGGER sys_org_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_org
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_customer_table_changed ON sys_customer;
--> statement-breakpoint
CREATE TRIGGER sys_customer_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_customer
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_theme_table_changed ON sys_theme;
--> statement-breakpoint
CREATE TRIGGER sys_theme_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_theme
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_config_table_changed ON sys_config;
--> statement-breakpoint
CREATE TRIGGER sys_config_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_config
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_dict_type_table_changed ON sys_dict_type;
--> statement-breakpoint
CREATE TRIGGER sys_dict_type_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_dict_type
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_region_table_changed ON dev_region;
--> statement-breakpoint
CREATE TRIGGER dev_region_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_region
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_site_table_changed ON dev_site;
--> statement-breakpoint
CREATE TRIGGER dev_site_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_site
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_zone_table_changed ON dev_zone;
--> statement-breakpoint
CREATE TRIGGER dev_zone_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_zone
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_route_table_changed ON dev_route;
--> statement-breakpoint
CREATE TRIGGER dev_route_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_route
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_model_table_changed ON dev_model;
--> statement-breakpoint
CREATE TRIGGER dev_model_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_model
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_dict_data_table_changed ON sys_dict_data;
--> statement-breakpoint
CREATE TRIGGER sys_dict_data_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_dict_data
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS dev_model_container_table_changed ON dev_model_container;
--> statement-breakpoint
CREATE TRIGGER dev_model_container_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dev_model_container
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS goods_material_table_changed ON goods_material;
--> statement-breakpoint
CREATE TRIGGER goods_material_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_material
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sup_material_price_table_changed ON sup_material_price;
--> statement-breakpoint
CREATE TRIGGER sup_material_price_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sup_material_price
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS goods_product_class_table_changed ON goods_product_class;
--> statement-breakpoint
CREATE TRIGGER goods_product_class_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_product_class
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS goods_product_table_changed ON goods_product;
--> statement-breakpoint
CREATE TRIGGER goods_product_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_product
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_notice_table_changed ON sys_notice;
--> statement-breakpoint
CREATE TRIGGER sys_notice_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_notice
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_notice_org_table_changed ON sys_notice_org;
--> statement-breakpoint
CREATE TRIGGER sys_notice_org_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_notice_org
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sys_web_page_table_changed ON sys_web_page;
--> statement-breakpoint
CREATE TRIGGER sys_web_page_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_web_page
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS gen_table_table_changed ON gen_table;
--> statement-breakpoint
CREATE TRIGGER gen_table_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gen_table
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS goods_material_class_table_changed ON goods_material_class;
--> statement-breakpoint
CREATE TRIGGER goods_material_class_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_material_class
  FOR EACH STATEMENT EXECUTE FUNCTION vr_table_changed();
