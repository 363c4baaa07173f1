-- Rows that already share a value (left behind by concurrent saves before these indexes existed)
-- keep the oldest row as it is; each later one gets its id appended (cut to the column's length)
-- so the index can be built, and an administrator can rename it.
UPDATE "sys_org" AS r SET "name" = left(r."name", 100 - length(' (' || r."id" || ')')) || ' (' || r."id" || ')'
WHERE EXISTS (SELECT 1 FROM "sys_org" AS o WHERE o."parent_id" = r."parent_id" AND lower(o."name") = lower(r."name") AND o."id" < r."id");--> statement-breakpoint
UPDATE "sys_org" AS r SET "code" = left(r."code", 50 - length('-' || r."id")) || '-' || r."id"
WHERE r."code" <> '' AND EXISTS (SELECT 1 FROM "sys_org" AS o WHERE lower(o."code") = lower(r."code") AND o."id" < r."id");--> statement-breakpoint
UPDATE "sys_role" AS r SET "name" = left(r."name", 30 - length(' (' || r."id" || ')')) || ' (' || r."id" || ')'
WHERE EXISTS (SELECT 1 FROM "sys_role" AS o WHERE o."name" = r."name" AND o."id" < r."id");--> statement-breakpoint
UPDATE "dev_device" AS r SET "device_code" = left(r."device_code", 50 - length('DUP' || r."id")) || 'DUP' || r."id"
WHERE EXISTS (SELECT 1 FROM "dev_device" AS o WHERE lower(o."device_code") = lower(r."device_code") AND o."id" < r."id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_org_parent_name_uq" ON "sys_org" USING btree ("parent_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sys_org_code_uq" ON "sys_org" USING btree (lower("code")) WHERE "sys_org"."code" is not null and "sys_org"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_name_uq" ON "sys_role" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_device_code_ci_uq" ON "dev_device" USING btree (lower("device_code"));
