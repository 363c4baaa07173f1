// Runs on both engines: the start-up sync of reference data (npm start runs it on PGlite)
import { LANGS, type Translations } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.js';
import { type AreaDefinition, defineArea } from './area.js';
import type { DatabaseHandle } from './db/database.js';
import { startupSyncs } from './db/schema.js';
import { menus } from './identity/schema.js';
import { referenceFingerprint, syncReferenceData } from './reference-data.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

/** The probe's title is no product text: the same in every language. */
const probeMenu = {
  name: 'Startup probe',
  menuType: 'F' as const,
  titles: Object.fromEntries(LANGS.map((lang) => [lang, 'Probe'])) as Translations,
};

/** An area with one built-in menu whose reference data records each run of its sync. */
function probeAreas(content: unknown, runs: string[]): AreaDefinition[] {
  return [
    defineArea({
      name: 'probe',
      menus: [probeMenu],
      referenceData: {
        content,
        sync: async (db) => {
          await db.execute(sql`select 1`);
          runs.push(JSON.stringify(content));
        },
      },
    }),
  ];
}

const probeTitles = async () => {
  const [row] = await handle.db.select({ titles: menus.titles }).from(menus).where(eq(menus.name, probeMenu.name));
  return row?.titles;
};

describe('reference data at start', () => {
  it('syncs once after a change of the definitions, then skips until the next change', async () => {
    const runs: string[] = [];
    expect(await syncReferenceData(handle.db, probeAreas({ version: 1 }, runs))).toBe(true);
    expect(await syncReferenceData(handle.db, probeAreas({ version: 1 }, runs))).toBe(false);
    expect(await syncReferenceData(handle.db, probeAreas({ version: 2 }, runs))).toBe(true);
    expect(runs).toEqual(['{"version":1}', '{"version":2}']);
    const [row] = await handle.db.select().from(startupSyncs).where(eq(startupSyncs.scope, 'reference-data'));
    expect(row!.fingerprint).toBe(referenceFingerprint(probeAreas({ version: 2 }, [])));
  });

  it('brings the built-in menus back in step with the code when the definitions change', async () => {
    const runs: string[] = [];
    await syncReferenceData(handle.db, probeAreas({ version: 3 }, runs));
    await handle.db
      .update(menus)
      .set({ titles: { en: 'Edited in the database' } })
      .where(eq(menus.name, probeMenu.name));
    expect(await syncReferenceData(handle.db, probeAreas({ version: 3 }, runs))).toBe(false);
    expect(await probeTitles()).toEqual({ en: 'Edited in the database' });
    expect(await syncReferenceData(handle.db, probeAreas({ version: 4 }, runs))).toBe(true);
    expect(await probeTitles()).toEqual(probeMenu.titles);
  });

  it('processes starting together sync once', async () => {
    const runs: string[] = [];
    const areas = probeAreas({ version: 5 }, runs);
    const results = await Promise.all([syncReferenceData(handle.db, areas), syncReferenceData(handle.db, areas)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
  });

  it('the fingerprint follows the content and the code of each sync', () => {
    const sync = async () => undefined;
    const other = async () => void 0;
    const areas = (content: unknown, fn: typeof sync) => [defineArea({ name: 'probe', referenceData: { content, sync: fn } })];
    expect(referenceFingerprint(areas({ a: 1 }, sync))).toBe(referenceFingerprint(areas({ a: 1 }, sync)));
    expect(referenceFingerprint(areas({ a: 1 }, sync))).not.toBe(referenceFingerprint(areas({ a: 2 }, sync)));
    expect(referenceFingerprint(areas({ a: 1 }, sync))).not.toBe(referenceFingerprint(areas({ a: 1 }, other)));
  });
});
