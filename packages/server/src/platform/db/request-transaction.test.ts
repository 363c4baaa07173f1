// Runs on both engines: a request is one transaction: all or nothing, savepoints inside
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { ok } from '../http/envelope.js';
import { AppError } from '../http/errors.js';
import { sysConfigs } from '../settings/schema.js';

const row = (key: string) => ({ configName: key, configKey: key, configValue: '1' });

const t = useTestApp({}, (app, { db }) => {
  // Writes one row, then a second, then refuses: all or nothing.
  app.post('/api/Probe/half', { config: { access: 'session' } }, async () => {
    await db.insert(sysConfigs).values(row('probe.half.1'));
    await db.insert(sysConfigs).values(row('probe.half.2'));
    throw AppError.badRequest('invalidInput');
  });
  app.post('/api/Probe/whole', { config: { access: 'session' } }, async () => {
    await db.insert(sysConfigs).values(row('probe.whole.1'));
    await db.insert(sysConfigs).values(row('probe.whole.2'));
    return ok();
  });
  // A write that keeps what it wrote when it refuses (a failed sign-in counts).
  app.post('/api/Probe/keeps', { config: { access: 'session', transaction: false } }, async () => {
    await db.insert(sysConfigs).values(row('probe.keeps.1'));
    throw AppError.badRequest('invalidInput');
  });
  // A GET that writes declares it.
  app.get('/api/Probe/getWrite', { config: { access: 'session', transaction: true } }, async () => {
    await db.insert(sysConfigs).values(row('probe.get.1'));
    throw AppError.badRequest('invalidInput');
  });
  // A transaction the handler opens itself becomes a savepoint of the request's.
  app.post('/api/Probe/nested', { config: { access: 'session' } }, async () => {
    await db.transaction(async (tx) => {
      await tx.insert(sysConfigs).values(row('probe.nested.1'));
    });
    throw AppError.badRequest('invalidInput');
  });
});

let token: string;
beforeAll(async () => {
  token = await t.login('admin', 'admin123');
});

async function keys(prefix: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ key: sysConfigs.configKey })
    .from(sysConfigs)
    .where(like(sysConfigs.configKey, `${prefix}%`));
  return rows.map((r) => r.key).sort();
}

const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { token } });

describe('a write request is all or nothing', () => {
  it('a refusal after two writes leaves neither', async () => {
    const res = await call('POST', '/api/Probe/half');
    expect(res.json().status).toBe(400);
    expect(await keys('probe.half.')).toEqual([]);
  });

  it('an answered write keeps both', async () => {
    expect((await call('POST', '/api/Probe/whole')).json().status).toBe(1001);
    expect(await keys('probe.whole.')).toEqual(['probe.whole.1', 'probe.whole.2']);
  });

  it('a route declared outside a transaction keeps what it wrote', async () => {
    await call('POST', '/api/Probe/keeps');
    expect(await keys('probe.keeps.')).toEqual(['probe.keeps.1']);
  });

  it('a GET declared as a write is rolled back too', async () => {
    await call('GET', '/api/Probe/getWrite');
    expect(await keys('probe.get.')).toEqual([]);
  });

  it("the handler's own transaction goes with the request's", async () => {
    await call('POST', '/api/Probe/nested');
    expect(await keys('probe.nested.')).toEqual([]);
  });
});
