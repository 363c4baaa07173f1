import { EVENT_DEFINITIONS } from '@vr/device-sim';
import type { DemoSeedContext } from '../../platform/area.js';
import { DEMO_DEVICES, demoDeviceIds, refreshMaterialState } from '../devices/index.js';
import { applyEvent } from './state.js';

/**
 * The demo devices' open faults and warnings, raised as a device raises them, and their material
 * state derived from their containers: every counter the demo shows has its records behind it.
 */
export async function seedDeviceState(ctx: DemoSeedContext): Promise<void> {
  const ids = await demoDeviceIds(ctx);
  const now = new Date();
  for (const d of DEMO_DEVICES) {
    const id = ids.get(d.code);
    if (id === undefined) continue;
    const orgId = ctx.orgs[d.org];
    for (const [i, code] of [...(d.faults ?? []), ...(d.warnings ?? [])].entries()) {
      const definition = EVENT_DEFINITIONS.find((e) => e.code === code)!;
      const raisedAt = new Date(now.getTime() - (i + 1) * 3_600_000);
      await applyEvent(
        ctx.db,
        { id, orgId },
        {
          v: 1,
          ts: raisedAt.getTime(),
          eventId: `demo-${d.code}-${code}`,
          kind: definition.kind,
          state: 'raised',
          code,
          level: definition.level,
          message: definition.message,
        },
        raisedAt,
      );
    }
  }
  await refreshMaterialState(ctx.db, [...ids.values()]);
}
