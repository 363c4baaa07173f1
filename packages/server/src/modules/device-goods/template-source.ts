import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { deviceGoodsSource } from './schema.js';

/** Records which template each machine's goods came from. */
export async function recordTemplateSource(
  db: Database,
  deviceIds: readonly number[],
  template: { id: number; name: string },
): Promise<void> {
  if (deviceIds.length === 0) return;
  await db
    .insert(deviceGoodsSource)
    .values(deviceIds.map((deviceId) => ({ deviceId, templateId: template.id, templateName: template.name })))
    .onConflictDoUpdate({
      target: deviceGoodsSource.deviceId,
      set: { templateId: template.id, templateName: template.name, appliedAt: sql`now()` },
    });
}

/** The templates are gone: the machines keep the goods they got from them, no longer naming where they came from. */
export async function clearTemplateSource(db: Database, templateIds: number[]): Promise<void> {
  await db.delete(deviceGoodsSource).where(inArray(deviceGoodsSource.templateId, templateIds));
}
