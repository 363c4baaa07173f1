// Runs on both engines: table-change notices reach the app over PGlite's own connection on the embedded database.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { body, useAppOnOwnConnections } from '../../test/harness.js';
import { users } from '../identity/schema.js';
import { KEPT_TABLES } from './kept.js';

// Requests and writes here commit, as a server's do: the tables' triggers notify, and answers are kept.
const t = useAppOnOwnConnections();
const TYPES = '/admin/system/dict/type/optionselect';
const ORG_TREE = '/api/Org/tree/v2';

const get = async (url: string, token = t.adminToken) =>
  body<Array<{ dictType: string; dictName: string }>>(await t.app.inject({ method: 'GET', url, headers: { token, lang: 'en' } }));
const nameOf = async (dictType: string) => (await get(TYPES)).data.find((d) => d.dictType === dictType)?.dictName;
/** A write no trigger sees: what a kept answer does not know of until something else changes its table. */
const unnoticed = async (statement: ReturnType<typeof sql>) => {
  const { db } = t.database;
  await db.execute(sql`alter table sys_dict_type disable trigger sys_dict_type_table_changed`);
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql`alter table sys_dict_type enable trigger sys_dict_type_table_changed`);
  }
};
const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};
/**
 * Runs `write`, then writes a marker table and waits until that is heard: notices arrive in commit
 * order, so every change committed before has been heard too.
 */
const afterMarker = async (write: () => Promise<unknown>) => {
  const before = t.app.tableChanges.stampOf(['sys_dict_type']);
  await write();
  await t.database.db.execute(sql`update sys_dict_type set remark = 'marker' where dict_type = 'kept_a'`);
  expect(await waitFor(async () => t.app.tableChanges.stampOf(['sys_dict_type']) !== before)).toBe(true);
};

afterAll(async () => {
  await t.database.db.execute(sql`delete from sys_dict_type where dict_type like 'kept_%'`);
});

describe('answers kept until their tables change', () => {
  it('serves the kept answer until its table is written, by another process or by a request of this one', async () => {
    expect(await nameOf('kept_a')).toBeUndefined();
    await unnoticed(sql`insert into sys_dict_type (dict_name, dict_type) values ('Kept A', 'kept_a')`);
    // Kept: the unnoticed row is not read.
    expect(await nameOf('kept_a')).toBeUndefined();

    // Another process's write: its commit notifies every listening process.
    await t.database.db.execute(sql`update sys_dict_type set dict_name = 'Kept A, renamed' where dict_type = 'kept_a'`);
    expect(await waitFor(async () => (await nameOf('kept_a')) === 'Kept A, renamed')).toBe(true);

    // A write request of this process: the next read has it, whether or not the notice has arrived yet.
    await unnoticed(sql`update sys_dict_type set dict_name = 'Kept A, unnoticed' where dict_type = 'kept_a'`);
    expect(await nameOf('kept_a')).toBe('Kept A, renamed');
    const added = await t.app.inject({
      method: 'POST',
      url: '/admin/system/dict/type',
      headers: { token: t.adminToken, lang: 'en' },
      payload: { dictName: 'Kept B', dictType: 'kept_b', remark: 'Kept' },
    });
    expect(body(added).status).toBe(1001);
    const after = await get(TYPES);
    expect(after.data.find((d) => d.dictType === 'kept_b')?.dictName).toBe('Kept B');
    expect(after.data.find((d) => d.dictType === 'kept_a')?.dictName).toBe('Kept A, unnoticed');
  });

  it('keeps its answers through a public write request, which no caller reads them after', async () => {
    await afterMarker(async () => undefined);
    const kept = await nameOf('kept_a');
    await unnoticed(sql`update sys_dict_type set dict_name = 'Kept A, before a sign-in' where dict_type = 'kept_a'`);
    expect(await nameOf('kept_a')).toBe(kept);
    await t.login('ops', 'ops12345');
    expect(await nameOf('kept_a')).toBe(kept);
    await t.app.inject({ method: 'POST', url: '/admin/login', payload: { username: 'ops', password: 'wrong-password' } });
    expect(await nameOf('kept_a')).toBe(kept);
  });

  it('hears an account renamed, not an account signing in', async () => {
    const { db } = t.database;
    const heard = () => t.app.tableChanges.stampOf(['sys_user']);
    const [ops] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'ops'));
    let stamp = heard();
    await afterMarker(() => db.update(users).set({ lastLoginAt: new Date(), lastLoginIp: '127.0.0.1' }).where(eq(users.id, ops!.id)));
    expect(heard()).toBe(stamp);
    stamp = heard();
    await afterMarker(() => db.update(users).set({ employeeName: 'Ops, renamed' }).where(eq(users.id, ops!.id)));
    expect(heard()).not.toBe(stamp);
  });

  it('hears a machine count that changed, not a report that changed no count', async () => {
    const { db } = t.database;
    const heard = () => t.app.tableChanges.stampOf(['ad_release_state_count']);
    const one = async <R>(statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as { rows: R[] }).rows[0]!;
    const device = await one<{ id: number; org_id: number }>(sql`select id, org_id from dev_device order by id limit 1`);
    const material = await one<{ id: number }>(
      sql`insert into ad_material (org_id, name, kind, url, size) values (${device.org_id}, 'kept count', 'image', '/api/files/x.png', 1) returning id`,
    );
    const release = await one<{ id: number }>(
      sql`insert into ad_release (org_id, name, material_id, begin_date, end_date, hour_from, hour_to)
          values (${device.org_id}, 'kept count', ${material.id}, '2026-01-01', '2099-12-31', '08:00', '22:00') returning id`,
    );
    try {
      let stamp = heard();
      await afterMarker(() =>
        db.execute(sql`insert into ad_release_device (release_id, device_id, state) values (${release.id}, ${device.id}, 'pending')`),
      );
      expect(heard()).not.toBe(stamp);
      stamp = heard();
      await afterMarker(() => db.execute(sql`update ad_release_device set plays = plays + 1 where release_id = ${release.id}`));
      expect(heard()).toBe(stamp);
      await afterMarker(() => db.execute(sql`update ad_release_device set state = 'delivered' where release_id = ${release.id}`));
      expect(heard()).not.toBe(stamp);
    } finally {
      await db.execute(sql`delete from ad_release where id = ${release.id}`);
      await db.execute(sql`delete from ad_material where id = ${material.id}`);
    }
  });

  it('reads afresh while table changes go unheard', async () => {
    await nameOf('kept_a');
    t.app.tableChanges.setListening(false);
    try {
      await unnoticed(sql`update sys_dict_type set dict_name = 'Kept A, unheard' where dict_type = 'kept_a'`);
      expect(await nameOf('kept_a')).toBe('Kept A, unheard');
    } finally {
      t.app.tableChanges.setListening(true);
    }
  });

  it('keeps an answer that depends on the caller for that caller alone', async () => {
    const ops = await t.login('ops', 'ops12345');
    const admins = body<Array<{ orgId: number }>>(await t.app.inject({ method: 'GET', url: ORG_TREE, headers: { token: t.adminToken } }));
    const opsTree = body<Array<{ orgId: number }>>(await t.app.inject({ method: 'GET', url: ORG_TREE, headers: { token: ops } }));
    expect(admins.total).toBeGreaterThan(opsTree.total ?? 0);
    const again = body<Array<{ orgId: number }>>(await t.app.inject({ method: 'GET', url: ORG_TREE, headers: { token: ops } }));
    expect(again).toEqual(opsTree);
  });

  it('has the change trigger on every table a kept answer reads', async () => {
    expect(KEPT_TABLES.size).toBeGreaterThan(0);
    const { rows } = (await t.database.db.execute(
      sql`select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname = c.relname || '_table_changed' and not g.tgisinternal`,
    )) as unknown as { rows: Array<{ table: string }> };
    const triggered = new Set(rows.map((r) => r.table));
    expect([...KEPT_TABLES].filter((table) => !triggered.has(table))).toEqual([]);
  });
});
