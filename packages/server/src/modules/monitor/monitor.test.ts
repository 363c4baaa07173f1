import { type CacheInfo, type DatabaseInfo, MONITOR_API, type MqttInfo, type ServerInfo } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { body, useTestApp } from '../../test/harness.js';
import { dictCache } from '../dicts/index.js';

const t = useTestApp();

const get = async <T>(url: string) => {
  const admin = await t.login('admin', 'admin123');
  return body<T>(await t.app.inject({ method: 'GET', url, headers: { token: admin } }));
};

describe('monitoring', () => {
  it('server: CPU, memory, process, heap, event loop, disk of DATA_DIR, uptime', async () => {
    const res = await get<ServerInfo>(MONITOR_API.server);
    expect(res.status).toBe(1001);
    const s = res.data;
    expect(s.cpu.cores).toBeGreaterThan(0);
    expect(s.cpu.usagePercent).toBeGreaterThanOrEqual(0);
    expect(s.cpu.usagePercent).toBeLessThanOrEqual(100);
    expect(s.cpu.loadAverage).toHaveLength(3);
    expect(s.memory.totalBytes).toBeGreaterThan(s.memory.freeBytes);
    expect(s.memory.usedBytes).toBe(s.memory.totalBytes - s.memory.freeBytes);
    expect(s.process).toMatchObject({ pid: process.pid, nodeVersion: process.version });
    expect(s.process.heapUsedBytes).toBeGreaterThan(0);
    expect(s.heap.limitBytes).toBeGreaterThan(s.heap.usedBytes);
    expect(Object.keys(s.eventLoop).sort()).toEqual(['maxMs', 'meanMs', 'p50Ms', 'p99Ms']);
    // DATA_DIR of the tests does not exist: its nearest existing parent's file system is measured.
    expect(s.disk).not.toBeNull();
    expect(s.disk!.path).toBe('/tmp/vr-test-unused');
    expect(s.disk!.totalBytes).toBeGreaterThan(0);
    expect(s.host.uptimeSeconds).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(s.sampledAt))).toBe(false);
  });

  it('database: embedded mode on PGlite, connections on PostgreSQL; size and largest tables', async () => {
    const res = await get<DatabaseInfo>(MONITOR_API.database);
    expect(res.status).toBe(1001);
    const d = res.data;
    expect(d.sizeBytes).toBeGreaterThan(0);
    expect(d.largestTables.length).toBeGreaterThan(0);
    expect(d.largestTables[0]).toMatchObject({ name: expect.any(String), sizeBytes: expect.any(Number) });
    if (t.database.kind === 'pglite') {
      expect(d).toMatchObject({ mode: 'embedded', connections: null, slowStatements: null, slowNote: 'embedded' });
      expect(d.version).toContain('PGlite');
    } else {
      expect(d.mode).toBe('postgres');
      expect(d.version).toMatch(/^PostgreSQL \d+/);
      expect(d.connections!.total).toBeGreaterThanOrEqual(1);
      expect(d.connections!.max).toBeGreaterThan(0);
      // The test server does not preload pg_stat_statements: the screen says so.
      expect(d.slowStatements === null ? d.slowNote : 'read').toMatch(/notInstalled|unreadable|read/);
    }
  });

  it('MQTT: the device link’s figures (disabled in API tests)', async () => {
    const res = await get<MqttInfo>(MONITOR_API.mqtt);
    expect(res.status).toBe(1001);
    expect(res.data).toMatchObject({ mode: 'disabled', connectedDevices: 0, messagesTotal: 0 });
    expect(Array.isArray(res.data.endpoints)).toBe(true);
  });

  it('caches: lists names and sizes; clears one or all (confirmed in the client), refuses unknown names', async () => {
    const admin = await t.login('admin', 'admin123');
    // Fill the dictionary cache by reading a dictionary.
    await t.app.inject({ method: 'GET', url: '/admin/system/dict/data/type/sys_normal_disable', headers: { token: admin } });
    const list = body<CacheInfo[]>(await t.app.inject({ method: 'GET', url: MONITOR_API.cache, headers: { token: admin } }));
    expect(list.data.map((c) => c.name)).toEqual(['dict', 'config']);
    const dict = list.data.find((c) => c.name === 'dict')!;
    expect(dict.clearable).toBe(true);
    expect(dict.size).toBeGreaterThanOrEqual(1);

    const cleared = body<CacheInfo[]>(
      await t.app.inject({ method: 'DELETE', url: `${MONITOR_API.clearCache}/dict`, headers: { token: admin, lang: 'en' } }),
    );
    expect(cleared.status).toBe(1001);
    expect(cleared.result).toBe('Cache "dict" cleared.');
    expect(cleared.data.find((c) => c.name === 'dict')!.size).toBe(0);
    expect(dictCache.get(t.database.db, 'sys_normal_disable')).toBeUndefined();

    const unknown = await t.app.inject({ method: 'DELETE', url: `${MONITOR_API.clearCache}/sessions`, headers: { token: admin } });
    expect(unknown.statusCode).toBe(404);
    const all = body(await t.app.inject({ method: 'DELETE', url: MONITOR_API.clearAll, headers: { token: admin, lang: 'en' } }));
    expect(all.result).toBe('All caches cleared (2).');
  });
});
