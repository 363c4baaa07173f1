import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { clearConfigCache } from './service.js';

/** A parameter's new value; `configName` names the parameter when it is missing. */
export interface ParameterValue {
  configKey: string;
  configName: string;
  configValue: string;
}

/** Sets the values in one transaction, adding a missing parameter as a built-in one; then the cache is cleared. */
export async function setParameterValues(db: Database, values: ParameterValue[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { configKey, configName, configValue } of values) {
      const [row] = await tx.select({ id: sysConfigs.id }).from(sysConfigs).where(eq(sysConfigs.configKey, configKey)).limit(1);
      if (row) await tx.update(sysConfigs).set({ configValue, updatedAt: new Date() }).where(eq(sysConfigs.id, row.id));
      else await tx.insert(sysConfigs).values({ configKey, configName, configValue, configType: 'Y' });
    }
  });
  clearConfigCache();
}
