// Runs on both engines: the seeded roll-ups agree with a recount
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/db/rows.js';
import { useTestApp } from '../test/harness.js';
import { recountedDeviceCounts, storedDeviceCounts } from '../test/live-aggregates.js';

/** Every counter the demo data shows has the records behind it, as the device gateway keeps them. */
const t = useTestApp();
const db = () => t.database.db;

interface DeviceFigures {
  code: string;
  fault_count: number;
  open_faults: number;
  warning_count: number;
  open_warnings: number;
  material_state: number;
  container_state: number;
}

describe('demo data counters', () => {
  it('every device counts exactly its open faults and warnings and the state of its containers', async () => {
    const result = await db().execute(sql`
      select d.device_code as code, d.fault_count, d.warning_count, d.material_state,
             (select count(*) from dev_alarm a where a.device_id = d.id and a.kind = 'fault' and a.state = 0) as open_faults,
             (select count(*) from dev_alarm a where a.device_id = d.id and a.kind = 'warning' and a.state = 0) as open_warnings,
             coalesce((select max(case
                 when c.level is null then 0
                 when c.alarm_value is not null and c.level <= c.alarm_value then 2
                 when c.warn_value is not null and c.level < c.warn_value then 1
                 else 0 end) from dev_device_container c where c.device_id = d.id), 0) as container_state
        from dev_device d order by d.device_code`);
    const rows = rowsOf<DeviceFigures>(result).map((r) => ({
      code: r.code,
      fault_count: Number(r.fault_count),
      open_faults: Number(r.open_faults),
      warning_count: Number(r.warning_count),
      open_warnings: Number(r.open_warnings),
      material_state: Number(r.material_state),
      container_state: Number(r.container_state),
    }));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect({ code: r.code, faults: r.fault_count, warnings: r.warning_count, material: r.material_state }).toEqual({
        code: r.code,
        faults: r.open_faults,
        warnings: r.open_warnings,
        material: r.container_state,
      });
    }
    // The demo shows a fault, a warning and low material somewhere, each with its records.
    expect(rows.some((r) => r.open_faults > 0)).toBe(true);
    expect(rows.some((r) => r.open_warnings > 0)).toBe(true);
    expect(rows.some((r) => r.container_state > 0)).toBe(true);
  });

  it('the live per-organisation aggregates equal a recount of the devices', async () => {
    expect(await storedDeviceCounts(db())).toEqual(await recountedDeviceCounts(db()));
  });
});
