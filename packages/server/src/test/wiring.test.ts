import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { AREAS } from '../modules/index.js';
import { apiAs } from './fixtures.js';
import { useTestApp } from './harness.js';
import type { AreaDefinition } from '../platform/area.js';
import type { Database } from '../platform/db/database.js';
import { ok } from '../platform/http/envelope.js';
import { sysConfigs } from '../platform/settings/schema.js';
import { WiringError, defineEvent, definePort, inTransaction, listen, provide, publish, wireAreas } from '../platform/wiring/index.js';

const probe = defineEvent<string>('test.probe');
const row = (key: string) => ({ configName: key, configKey: key, configValue: '1' });

const t = useTestApp({}, (app, { db }) => {
  app.post('/api/Probe/publish', { config: { access: 'session' } }, async () => {
    await db.insert(sysConfigs).values(row('wiring.request'));
    await publish(db, probe, 'wiring.request');
    return ok();
  });
});
const db = () => t.database.db;
const silent = () => {};

/** Whether the row is there, read outside any transaction. */
const committed = async (key: string) => (await db().select().from(sysConfigs).where(eq(sysConfigs.configKey, key))).length === 1;

afterEach(() => wireAreas(AREAS, silent));

describe('declared wiring', () => {
  it('connects every port the areas need to the one area that provides it', () => {
    expect(() => wireAreas(AREAS, silent)).not.toThrow();
    const needed = AREAS.flatMap((a) => (a.needs ?? []).map((p) => p.name));
    expect(needed.length).toBeGreaterThanOrEqual(7);
    for (const area of AREAS) for (const port of area.needs ?? []) expect(() => port.get()).not.toThrow();
  });

  it('refuses to start when an area that provides a port is missing, naming the area and the port', () => {
    const withoutDevicesProviding = AREAS.map((a) => (a.name === 'devices' ? { ...a, provides: [] } : a));
    expect(() => wireAreas(withoutDevicesProviding, silent)).toThrow(WiringError);
    expect(() => wireAreas(withoutDevicesProviding, silent)).toThrow('The area "orgs" needs "orgs.deviceCounts", which no area provides.');
  });

  it('refuses a port provided twice, and a port no area needs', () => {
    const port = definePort<() => number>('test.port');
    const lower: AreaDefinition = { name: 'lower', needs: [port] };
    const one: AreaDefinition = { name: 'one', provides: [provide(port, () => 1)] };
    const two: AreaDefinition = { name: 'two', provides: [provide(port, () => 2)] };
    expect(() => wireAreas([lower, one, two], silent)).toThrow('"test.port" is provided by "one" and "two"; one area provides a port.');
    expect(() => wireAreas([one], silent)).toThrow('The area "one" provides "test.port", which no area needs.');
    wireAreas([lower, two], silent);
    expect(port.get()()).toBe(2);
  });

  it('a port read before the wiring connected it says so instead of answering nothing', () => {
    const port = definePort<() => number>('test.unconnected');
    expect(() => port.get()).toThrow('The port "test.unconnected" is not connected');
  });
});

describe('domain events', () => {
  it('are heard after the commit of the transaction that published them, with the database', async () => {
    const heard: Array<{ key: string; visible: boolean }> = [];
    const stop = listen(probe, async (database: Database, key) => {
      heard.push({ key, visible: (await database.select().from(sysConfigs).where(eq(sysConfigs.configKey, key))).length === 1 });
    });
    try {
      await inTransaction(db(), async (tx) => {
        await tx.insert(sysConfigs).values(row('wiring.commit'));
        await publish(tx as unknown as Database, probe, 'wiring.commit');
        expect(heard).toEqual([]);
      });
      expect(heard).toEqual([{ key: 'wiring.commit', visible: true }]);
    } finally {
      stop();
    }
  });

  it('are dropped when their transaction rolls back, also a savepoint inside one that commits', async () => {
    const heard: string[] = [];
    const stop = listen(probe, (_db, key) => void heard.push(key));
    try {
      await expect(
        inTransaction(db(), async (tx) => {
          await publish(tx as unknown as Database, probe, 'wiring.rolled-back');
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await inTransaction(db(), async (tx) => {
        await publish(tx as unknown as Database, probe, 'wiring.outer');
        await inTransaction(tx as unknown as Database, async (inner) => {
          await publish(inner as unknown as Database, probe, 'wiring.savepoint');
          throw new Error('inner refused');
        }).catch(() => {});
      });
      expect(heard).toEqual(['wiring.outer']);
    } finally {
      stop();
    }
  });

  it('a write request’s events are heard after its commit', async () => {
    const heard: boolean[] = [];
    const stop = listen(probe, async () => void heard.push(await committed('wiring.request')));
    try {
      const admin = await apiAs(t, 'admin', 'admin123');
      expect((await admin('POST', '/api/Probe/publish')).status).toBe(1001);
      expect(heard).toEqual([true]);
    } finally {
      stop();
    }
  });

  it('a subscriber that fails is logged and the others still hear the event', async () => {
    const failures: string[] = [];
    const heard: string[] = [];
    const area: AreaDefinition = {
      name: 'failing',
      subscribes: [
        {
          event: probe,
          handler: () => {
            throw new Error('subscriber broke');
          },
        },
      ],
    };
    wireAreas([area], (err, event, name) => failures.push(`${name} ${event} ${(err as Error).message}`));
    const stop = listen(probe, (_db, key) => void heard.push(key));
    try {
      await publish(db(), probe, 'wiring.failing');
      expect(failures).toEqual(['failing test.probe subscriber broke']);
      expect(heard).toEqual(['wiring.failing']);
    } finally {
      stop();
    }
  });

  it('refuses to publish inside a transaction that cannot say when it commits', async () => {
    await expect(
      db().transaction(async (tx) => {
        await publish(tx as unknown as Database, probe, 'wiring.bare');
      }),
    ).rejects.toThrow('"test.probe" was published inside a transaction that was not opened with inTransaction.');
  });
});
