ALTER TABLE "ord_order_item" ADD COLUMN "goods_names" jsonb;--> statement-breakpoint
-- Items sold before the names were kept take their product's names from the selling customer's
-- catalogue as it is now (the nearest customer above the selling organisation).
UPDATE "ord_order_item" it
   SET "goods_names" = jsonb_build_object('name', g.name, 'nameEn', g.name_en, 'nameEs', g.name_es, 'nameJa', g.name_ja)
  FROM "ord_order" o
  JOIN "sys_org" so ON so.id = o.org_id
  JOIN LATERAL (
    SELECT c.id FROM "sys_org" c
     WHERE c.kind = 'customer' AND so.path LIKE c.path || '%'
     ORDER BY length(c.path) DESC LIMIT 1
  ) owner ON true
  JOIN "goods_product" g ON g.org_id = owner.id
 WHERE o.id = it.order_id AND g.code = it.goods_code AND it.goods_names IS NULL;--> statement-breakpoint
-- Abnormal reasons and the reason of automatic refunds are stored as codes, shown in the reader's language.
UPDATE "ord_order" SET "abnormal_reason" = CASE "abnormal_reason"
    WHEN 'Paid after the order expired' THEN 'paidAfterExpiry'
    WHEN 'Dispense reported for an unpaid order' THEN 'dispenseUnpaid'
    WHEN 'Dispense failed' THEN 'dispenseFailed'
    WHEN 'Dispense failed; automatic refund failed' THEN 'autoRefundFailed'
  END
 WHERE "abnormal_reason" IN ('Paid after the order expired', 'Dispense reported for an unpaid order', 'Dispense failed',
                             'Dispense failed; automatic refund failed');--> statement-breakpoint
UPDATE "ord_refund" SET "reason" = 'dispenseFailed' WHERE "source" = 'system' AND "reason" = 'Dispense failed';
