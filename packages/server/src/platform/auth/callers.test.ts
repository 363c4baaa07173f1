// Runs on both engines: a change made by another instance is seen through the database (two pools on PostgreSQL)
import { ONLINE_API, ONLINE_PERMS, ROLE_API, USER_API } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantThroughNewButtons, insertAccount, roleIdByKey } from '../../test/fixtures.js';
import { withDatabase } from '../../test/global-setup.js';
import { type TestApp, body, createTestApp, openTestDatabase, useTestApp } from '../../test/harness.js';
import { type Database, type DatabaseHandle, openDatabase } from '../db/database.js';
import { menus, orgs, roleMenus, roleOrgs, roles, sessions, userRoles, users } from '../identity/schema.js';
import { resolveCaller } from './caller.js';
import { hashToken } from './sessions.js';

/**
 * A signed-in caller is served from memory for a few seconds (here: minutes, so only forgetting
 * can explain a refusal). Nothing waits for time: a test waits for the cache to forget.
 */
const CACHE = { callerCacheSeconds: 300 };
const EXPIRED = 'Invalid session or session has expired. Please log in again.';
const kind = inject('databaseTemplate').kind;

const get = (app: FastifyInstance, token: string, url: string = ONLINE_API.list) => app.inject({ method: 'GET', url, headers: { token } });
const send = (app: FastifyInstance, token: string, method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });

/** Gives a role a permission through a new button menu; answers the menu's id. */
const grant = async (db: Database, roleKey: string, perm: string): Promise<number> =>
  (await grantThroughNewButtons(db, roleKey, [perm], () => `test-${perm}-${Math.random()}`))[0]!;

/** A new account of Demo Coffee Co. holding the maintenance role; answers its id. */
async function maintenanceAccount(db: Database, username: string): Promise<number> {
  const [ops] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.username, 'ops'));
  return insertAccount(db, ops!.orgId, 'maintenance', { username, password: 'secret123' });
}

/** Takes a menu out of a role on the role screen (the whole role is saved back). */
async function removeOnRoleScreen(app: FastifyInstance, admin: string, roleKey: string, menuId: number, db: Database): Promise<void> {
  const detail = body<{ menuIds: number[] }>(await get(app, admin, ROLE_API.one(await roleIdByKey(db, roleKey)))).data;
  const saved = body(await send(app, admin, 'PUT', ROLE_API.base, { ...detail, menuIds: detail.menuIds.filter((id) => id !== menuId) }));
  expect(saved.status, JSON.stringify(saved)).toBe(1001);
}

/**
 * Asks until the answer has `status`, waiting between tries for the app's cache to forget
 * something (a notification heard). Without the notification it waits until the test times out.
 */
async function refusedOnceHeard(app: FastifyInstance, token: string, status: number) {
  for (let heard = 0; heard < 20; heard++) {
    const generation = app.callers.generation;
    const res = await get(app, token);
    if (res.statusCode === status) return res;
    await app.callers.changedSince(generation);
  }
  throw new Error(`still not answered ${status} after 20 changes`);
}

describe('one process: the route that changes callers forgets them before it answers', () => {
  const t = useTestApp(CACHE);
  const db = () => t.database.db;

  it('serves a caller from memory: a change nobody announces is not seen until the cache forgets', async () => {
    const menuId = await grant(db(), 'maintenance', ONLINE_PERMS.list);
    const ops = await t.login('ops', 'ops12345');
    expect((await get(t.app, ops)).statusCode).toBe(200);
    // Inside the test's transaction nothing commits, so no notification is sent.
    await db().delete(roleMenus).where(eq(roleMenus.menuId, menuId));
    expect((await get(t.app, ops)).statusCode).toBe(200);
    t.app.callers.forgetAll();
    expect((await get(t.app, ops)).statusCode).toBe(403);
  });

  /** The operator, once its role may list the online users and it has been served; and the administrator. */
  async function servedOps(): Promise<{ menuId: number; admin: string; ops: string }> {
    const menuId = await grant(db(), 'maintenance', ONLINE_PERMS.list);
    const admin = await t.login('admin', 'admin123');
    const ops = await t.login('ops', 'ops12345');
    expect((await get(t.app, ops)).statusCode).toBe(200);
    return { menuId, admin, ops };
  }

  it('a cached caller loses a permission removed on the role screen at its next request (403)', async () => {
    const { menuId, admin, ops } = await servedOps();
    await removeOnRoleScreen(t.app, admin, 'maintenance', menuId, db());
    expect((await get(t.app, ops)).statusCode).toBe(403);
  });

  it('a cached caller of an account disabled on the account screen gets 401 at its next request', async () => {
    const { admin, ops } = await servedOps();
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'ops'));
    expect(body(await send(t.app, admin, 'PUT', USER_API.changeStatus, { userId: user!.id, status: 1 })).status).toBe(1001);
    expect((await get(t.app, ops)).statusCode).toBe(401);
  });

  it('a cached caller forced out on the online-users screen gets 401 with the session-expired message', async () => {
    const { admin, ops } = await servedOps();
    expect(body(await send(t.app, admin, 'DELETE', `${ONLINE_API.base}/${hashToken(ops)}`)).status).toBe(1001);
    const res = await get(t.app, ops);
    expect(res.statusCode).toBe(401);
    expect(res.json().result).toBe(EXPIRED);
  });

  it('resolves session, account, organisation path, enabled roles, permissions and custom organisations in one query', async () => {
    const userId = await maintenanceAccount(db(), 'scoped1');
    const [demo] = await db().select({ id: orgs.id }).from(orgs).where(eq(orgs.code, 'DEMO'));
    const [custom] = await db()
      .insert(roles)
      .values({ name: 'Custom scope', roleKey: 'test_custom', dataScope: '2', orgId: demo!.id })
      .returning({ id: roles.id });
    const [off] = await db()
      .insert(roles)
      .values({ name: 'Disabled', roleKey: 'test_off', status: 1, orgId: demo!.id })
      .returning({ id: roles.id });
    await db()
      .insert(userRoles)
      .values([
        { userId, roleId: custom!.id },
        { userId, roleId: off!.id },
      ]);
    await db().insert(roleOrgs).values({ roleId: custom!.id, orgId: demo!.id });
    const [two, disabledOnly] = await db()
      .insert(menus)
      .values([
        { name: 'test-two-perms', titles: { en: 'two' }, menuType: 'F', perms: 'test:a:one, test:a:two' },
        { name: 'test-off', titles: { en: 'off' }, menuType: 'F', perms: 'test:off' },
      ])
      .returning({ id: menus.id });
    await db()
      .insert(roleMenus)
      .values([
        { roleId: custom!.id, menuId: two!.id },
        { roleId: off!.id, menuId: disabledOnly!.id },
      ]);
    const token = await t.login('scoped1', 'secret123');

    const caller = await resolveCaller(db(), hashToken(token), Date.now());
    expect(caller).toMatchObject({
      enabled: true,
      auth: {
        sessionId: hashToken(token),
        userId,
        username: 'scoped1',
        employeeName: 'scoped1',
        orgPath: expect.stringMatching(/^\/(\d+\/)+$/),
      },
    });
    const { auth } = caller!;
    expect(auth.roles).toEqual(['maintenance', 'test_custom']);
    expect(auth.scopes).toEqual([{ scope: '4' }, { scope: '2', orgIds: [demo!.id] }]);
    const below = await db().select({ id: orgs.id, path: orgs.path }).from(orgs);
    const subtree = below.filter((o) => o.path.startsWith(auth.orgPath)).map((o) => o.id);
    expect(subtree.length).toBeGreaterThan(1);
    expect(auth.orgsBelow).toEqual(subtree.sort((a, b) => a - b));
    expect(auth.permissions).toEqual(expect.arrayContaining(['test:a:one', 'test:a:two']));
    expect(auth.permissions).not.toContain('test:off');
    // The admin role holds everything; an unknown or expired session resolves to nothing.
    const admin = await t.login('admin', 'admin123');
    expect((await resolveCaller(db(), hashToken(admin), Date.now()))!.auth.permissions).toEqual(['*:*:*']);
    expect(await resolveCaller(db(), hashToken('nobody'), Date.now())).toBeNull();
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(token)));
    expect(await resolveCaller(db(), hashToken(token), Date.now())).toBeNull();
  });
});

describe('one process, committed writes: what the database announces is forgotten', () => {
  let handle: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    handle = await openTestDatabase();
    t = await createTestApp(CACHE, undefined, handle);
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  it('a permission taken away straight in the database reaches a cached caller (403)', async () => {
    const granted = t.app.callers.generation;
    const menuId = await grant(handle.db, 'maintenance', ONLINE_PERMS.list);
    // The grant is announced too: once heard, it cannot empty the cache after the caller is in it.
    await t.app.callers.changedSince(granted);
    const ops = await t.login('ops', 'ops12345');
    expect((await get(t.app, ops)).statusCode).toBe(200);
    expect(t.app.callers.size).toBeGreaterThan(0);
    await handle.db.delete(roleMenus).where(eq(roleMenus.menuId, menuId));
    await refusedOnceHeard(t.app, ops, 403);
  });

  it('an organisation added or deleted below a cached caller is heard, and the caller read again names it', async () => {
    const ops = await t.login('ops', 'ops12345');
    const before = (await resolveCaller(handle.db, hashToken(ops), Date.now()))!.auth;
    let generation = t.app.callers.generation;
    const [added] = await handle.db
      .insert(orgs)
      .values({ name: 'Heard below', parentId: before.orgId, path: `${before.orgPath}0/`, kind: 'department' })
      .returning({ id: orgs.id });
    await handle.db
      .update(orgs)
      .set({ path: `${before.orgPath}${added!.id}/` })
      .where(eq(orgs.id, added!.id));
    await t.app.callers.changedSince(generation);
    const after = (await resolveCaller(handle.db, hashToken(ops), Date.now()))!.auth;
    expect(after.orgsBelow).toContain(added!.id);
    expect(before.orgsBelow).not.toContain(added!.id);
    generation = t.app.callers.generation;
    await handle.db.delete(orgs).where(eq(orgs.id, added!.id));
    await t.app.callers.changedSince(generation);
  });

  it('an account disabled straight in the database, and an ended session, reach cached callers (401)', async () => {
    await grant(handle.db, 'maintenance', ONLINE_PERMS.list);
    const userId = await maintenanceAccount(handle.db, 'direct1');
    const disabled = await t.login('direct1', 'secret123');
    const ended = await t.login('ops', 'ops12345');
    expect((await get(t.app, disabled)).statusCode).toBe(200);
    expect((await get(t.app, ended)).statusCode).toBe(200);
    await handle.db.update(users).set({ status: 1 }).where(eq(users.id, userId));
    await refusedOnceHeard(t.app, disabled, 401);
    await handle.db.delete(sessions).where(eq(sessions.id, hashToken(ended)));
    expect((await refusedOnceHeard(t.app, ended, 401)).json().result).toBe(EXPIRED);
  });
});

/** Two API processes: two pools (and two LISTEN connections) on one database. */
describe.skipIf(kind === 'pglite')('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let handles: DatabaseHandle[] = [];
  let name = '';
  let url = '';

  beforeAll(async () => {
    const template = inject('databaseTemplate');
    if (template.kind !== 'postgres') return;
    url = template.url;
    name = `vr_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.template}`);
    await admin.end();
    handles = [await openDatabase({ databaseUrl: withDatabase(url, name) }), await openDatabase({ databaseUrl: withDatabase(url, name) })];
    a = await createTestApp(CACHE, undefined, handles[0]);
    b = await createTestApp(CACHE, undefined, handles[1]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const h of handles) await h.close();
    if (!name) return;
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const db = () => handles[0]!.db;

  it('B refuses its cached caller once A removed the permission on the role screen (403)', async () => {
    const menuId = await grant(db(), 'maintenance', ONLINE_PERMS.list);
    const admin = await a.login('admin', 'admin123');
    const ops = await b.login('ops', 'ops12345');
    expect((await get(b.app, ops)).statusCode).toBe(200);
    expect(b.app.callers.size).toBeGreaterThan(0);
    await removeOnRoleScreen(a.app, admin, 'maintenance', menuId, db());
    expect((await get(a.app, ops)).statusCode).toBe(403);
    await refusedOnceHeard(b.app, ops, 403);
  });

  it('B refuses its cached caller once A disabled the account (401)', async () => {
    await grant(db(), 'maintenance', ONLINE_PERMS.list);
    const userId = await maintenanceAccount(db(), 'twoproc1');
    const admin = await a.login('admin', 'admin123');
    const token = await b.login('twoproc1', 'secret123');
    expect((await get(b.app, token)).statusCode).toBe(200);
    expect(body(await send(a.app, admin, 'PUT', USER_API.changeStatus, { userId, status: 1 })).status).toBe(1001);
    await refusedOnceHeard(b.app, token, 401);
  });

  it('B refuses a session A forced out (401, the session-expired message)', async () => {
    await grant(db(), 'maintenance', ONLINE_PERMS.list);
    await maintenanceAccount(db(), 'twoproc2');
    const admin = await a.login('admin', 'admin123');
    const token = await b.login('twoproc2', 'secret123');
    expect((await get(b.app, token)).statusCode).toBe(200);
    expect(body(await send(a.app, admin, 'DELETE', `${ONLINE_API.base}/${hashToken(token)}`)).status).toBe(1001);
    expect((await refusedOnceHeard(b.app, token, 401)).json().result).toBe(EXPIRED);
  });

  it('B listens again after its LISTEN connection is cut, and hears the next change', async () => {
    await grant(db(), 'maintenance', ONLINE_PERMS.list);
    const userId = await maintenanceAccount(db(), 'twoproc3');
    const token = await b.login('twoproc3', 'secret123');
    const cut = b.app.callers.generation;
    const killer = new pg.Client({ connectionString: withDatabase(url, name) });
    await killer.connect();
    // Both instances' listeners are cut; each reconnects on its own.
    await killer.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'LISTEN%'`, [name]);
    await killer.end();
    // Lost (forgets, serves from the database), then back (forgets again).
    await b.app.callers.changedSince(cut);
    while (!b.app.callers.listening) await b.app.callers.changedSince(b.app.callers.generation);
    expect((await get(b.app, token)).statusCode).toBe(200);
    expect(b.app.callers.size).toBeGreaterThan(0);
    await db().update(users).set({ status: 1 }).where(eq(users.id, userId));
    await refusedOnceHeard(b.app, token, 401);
  });
});
