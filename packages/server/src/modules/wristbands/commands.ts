import type { Wristband, WristbandStatusChange } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { wristbandRows, wristbandVisible } from './service.js';
import { wristbandRecords, wristbands } from './schema.js';

/** Who a person's change is recorded as. */
export const operatorOf = (auth: AuthContext) => ({ id: auth.userId, name: (auth.employeeName || auth.username).slice(0, 64) });

/** Enables a band or disables (voids) it; a disabled band is refused at every machine. Recorded when it changes. */
export async function setWristbandEnabled(db: Database, input: WristbandStatusChange, auth: AuthContext): Promise<Wristband> {
  const [band] = await db
    .select()
    .from(wristbands)
    .where(and(eq(wristbands.id, input.id), wristbandVisible(auth)))
    .for('update');
  if (!band) throw AppError.notFound();
  if (band.enabled !== input.enabled) {
    const operator = operatorOf(auth);
    await db.update(wristbands).set({ enabled: input.enabled, updatedAt: new Date() }).where(eq(wristbands.id, band.id));
    await db.insert(wristbandRecords).values({
      wristbandId: band.id,
      orgId: band.orgId,
      kind: input.enabled ? 'enable' : 'disable',
      userName: operator.name,
      operatorId: operator.id,
      expiresAt: band.expiresAt,
    });
  }
  return (await wristbandRows(db, [band.id]))[0]!;
}
