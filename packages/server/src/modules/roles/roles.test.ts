import { MENU_API, ROLE_API } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lengthBounds, numberBounds, numberEnds, textEnds } from '../../test/bounds.js';
import { useTestApp } from '../../test/harness.js';
import { grantThroughNewButtons, seeded, theId } from '../../test/fixtures.js';
import { menus, userRoles, users } from '../../platform/identity/schema.js';
import { exportThroughCentre } from '../../test/exports.js';

const t = useTestApp();
const { admin, ops, orgId, roleId } = seeded(t);
const menuId = async (name: string) =>
  theId(await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.name, name)), `menu ${name}`);
/** Gives ops's maintenance role these permissions through new button menus; answers their ids. */
const grantOps = (...perms: string[]) =>
  grantThroughNewButtons(t.database.db, 'maintenance', perms, (perm) => `t-${perm}-${Math.random()}`);

let seq = 0;
const role = (extra: Record<string, unknown> = {}) => ({ roleName: `Role ${++seq}`, roleKey: `role_${seq}`, roleSort: 1, ...extra });

describe('role CRUD (administrator)', () => {
  it('adds a role with PC and B-side menus, a custom scope and the refund right; reads it back; changes and deletes it', async () => {
    const api = await admin();
    const pcMenu = await menuId('System');
    const appletMenu = await menuId('AppletRefund');
    const demo = await orgId('DEMO');
    const created = await api(
      'POST',
      ROLE_API.base,
      role({ menuIds: [pcMenu], appletMenuIds: [appletMenu], dataScope: '2', deptIds: [demo], refundRight: true, orgId: demo }),
    );
    expect(created.status, JSON.stringify(created)).toBe(1001);
    const id = created.data.id;
    const detail = (await api('GET', ROLE_API.one(id))).data;
    expect(detail).toMatchObject({
      roleName: `Role ${seq}`,
      dataScope: '2',
      refundRight: true,
      menuIds: [pcMenu],
      appletMenuIds: [appletMenu],
      deptIds: [demo],
      orgName: 'Demo Coffee Co.',
    });

    // A B-side id sent as a PC menu is dropped: each tree grants its own client's menus.
    const upd = await api('PUT', ROLE_API.base, {
      ...detail,
      roleName: 'Renamed',
      menuIds: [appletMenu],
      appletMenuIds: [],
      dataScope: '4',
    });
    expect(upd.status, JSON.stringify(upd)).toBe(1001);
    const after = (await api('GET', ROLE_API.one(id))).data;
    expect(after).toMatchObject({ roleName: 'Renamed', menuIds: [], appletMenuIds: [], deptIds: [], dataScope: '4' });

    const tree = (await api('GET', MENU_API.roleMenuTreeselect(id))).data;
    expect(tree.appletMenus[0].children.length).toBeGreaterThanOrEqual(8);

    expect((await api('DELETE', ROLE_API.one(id))).status).toBe(1001);
    expect((await api('GET', ROLE_API.one(id))).status).toBe(404);
  });

  it('refuses a duplicate name or key, and the reserved key admin', async () => {
    const api = await admin();
    await api('POST', ROLE_API.base, role());
    expect((await api('POST', ROLE_API.base, { ...role(), roleName: `Role ${seq - 1}` })).data.errors[0].field).toBe('roleName');
    expect((await api('POST', ROLE_API.base, { ...role(), roleKey: `role_${seq - 2}` })).data.errors[0].field).toBe('roleKey');
    expect((await api('POST', ROLE_API.base, role({ roleKey: 'admin' }))).status).toBe(400);
  });

  it('the built-in administrator role can be neither edited, disabled, re-scoped nor deleted', async () => {
    const api = await admin();
    const id = await roleId('admin');
    const detail = (await api('GET', ROLE_API.one(id))).data;
    for (const res of [
      await api('PUT', ROLE_API.base, { ...detail, roleName: 'Boss' }),
      await api('PUT', ROLE_API.changeStatus, { roleId: id, status: 1 }),
      await api('PUT', ROLE_API.dataScope, { roleId: id, dataScope: '5' }),
      await api('DELETE', ROLE_API.one(id)),
    ]) {
      expect(res.status).toBe(400);
      expect(res.result).toBe('The built-in administrator role cannot be changed or deleted.');
    }
  });

  it('a built-in role cannot be deleted, nor a role still assigned', async () => {
    const api = await admin();
    const builtIn = await api('DELETE', ROLE_API.one(await roleId('maintenance')));
    expect(builtIn.result).toBe('A built-in role cannot be deleted.');
    const inUse = await api('DELETE', ROLE_API.one(await roleId('maintenance_harbor')), undefined, 'ja');
    expect(inUse.status).toBe(400);
    expect(inUse.result).toContain('Harbor Maintenance');
  });

  it('lists with filters, paging and a sort whitelist; exports xlsx', async () => {
    const api = await admin();
    const list = await api('GET', `${ROLE_API.list}?roleKey=maintenance&pageNum=1&pageSize=1`);
    expect(list.total).toBe(2);
    expect(list.data).toHaveLength(1);
    expect((await api('GET', `${ROLE_API.list}?orderByColumn=password`)).status).toBe(400);
    const { file: res } = await exportThroughCentre(t, await t.login('admin', 'admin123'), { kind: 'roles', query: {} });
    expect(res!.headers['content-type']).toContain('spreadsheetml');
    expect(res!.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('role validation bounds (name 2-30, key 2-100, order 0-9999)', () => {
  const cases = [
    ...lengthBounds('name', (roleName) => ({ roleName }), textEnds('ab', 'n'.repeat(30))),
    ...lengthBounds('key', (roleKey) => ({ roleKey }), textEnds('kk', 'k'.repeat(100))),
    ...numberBounds('order', (roleSort) => ({ roleSort }), numberEnds(0, 9999)),
  ];
  it.each(cases)('%s', async (_label, extra, valid) => {
    const api = await admin();
    const res = await api('POST', ROLE_API.base, role(extra));
    expect(res.status, JSON.stringify(res)).toBe(valid ? 1001 : 400);
  });

  it('all three are required, and the messages follow the language', async () => {
    const api = await admin();
    const en = await api('POST', ROLE_API.base, {}, 'en');
    expect(en.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['roleKey', 'roleName', 'roleSort']);
    const zh = await api('POST', ROLE_API.base, role({ roleName: 'a' }), 'zh');
    expect(zh.result).toMatch(/^角色名称/);
    const es = await api('POST', ROLE_API.base, role({ roleSort: 10000 }), 'es');
    expect(es.result).toMatch(/^Orden/);
  });
});

describe('data scope and "no more than the creator holds" (ops of Demo Coffee Co.)', () => {
  it('lists only roles of its scope; Harbor Drinks and platform roles are out of reach', async () => {
    await grantOps('system:role:list', 'system:role:query', 'system:role:edit', 'system:role:remove');
    const api = await ops();
    const list = await api('GET', `${ROLE_API.list}?pageSize=100`);
    const keys = list.data.map((r: { roleKey: string }) => r.roleKey);
    expect(keys).toContain('maintenance');
    expect(keys).not.toContain('maintenance_harbor');
    expect(keys).not.toContain('admin');
    const harbor = await roleId('maintenance_harbor');
    expect((await api('GET', ROLE_API.one(harbor))).status).toBe(403);
    expect((await api('PUT', ROLE_API.changeStatus, { roleId: harbor, status: 1 })).status).toBe(403);
    expect((await api('DELETE', ROLE_API.one(harbor))).status).toBe(403);
    expect((await api('GET', ROLE_API.one(await roleId('admin')))).status).toBe(403);
  });

  it('can grant only menus it holds, no wider scope, and organisations of its own scope', async () => {
    const [held] = await grantOps('system:role:add');
    const api = await ops();
    const notHeld = await menuId('AppletRefund');
    // maintenance holds the B-side menus (seeded) but not System.
    const system = await menuId('System');
    const demoOps = await orgId('DEMO-OPS');
    const harbor = await orgId('HARBOR');

    const ok = await api('POST', ROLE_API.base, role({ menuIds: [held], appletMenuIds: [notHeld], dataScope: '4', orgId: demoOps }));
    expect(ok.status, JSON.stringify(ok)).toBe(1001);

    const moreMenus = await api('POST', ROLE_API.base, role({ menuIds: [system] }));
    expect(moreMenus.status).toBe(400);
    expect(moreMenus.result).toBe('You can only grant menus and permissions you hold yourself.');

    const allData = await api('POST', ROLE_API.base, role({ dataScope: '1' }));
    expect(allData.result).toBe('You cannot grant a data scope wider than your own.');

    const customHarbor = await api('POST', ROLE_API.base, role({ dataScope: '2', deptIds: [harbor] }));
    expect(customHarbor.status).toBe(400);
    expect(customHarbor.data.errors[0].field).toBe('dataScope');

    const harborOwned = await api('POST', ROLE_API.base, role({ orgId: harbor }));
    expect(harborOwned.status).toBe(400);
    expect(harborOwned.data.errors[0].field).toBe('orgId');

    const refund = await api('POST', ROLE_API.base, role({ refundRight: true }));
    expect(refund.status).toBe(400);
  });

  it('the department tree holds only organisations of the caller’s scope', async () => {
    await grantOps('system:role:query');
    const api = await ops();
    const tree = await api('GET', ROLE_API.deptTree(await roleId('maintenance')));
    const text = JSON.stringify(tree.data.depts);
    expect(text).toContain('Demo Coffee Co.');
    expect(text).not.toContain('Harbor');
  });
});

describe('users holding a role', () => {
  it('lists allocated and unallocated accounts, gives and takes the role', async () => {
    const api = await admin();
    const created = await api('POST', ROLE_API.base, role());
    const id = created.data.id;
    const [tech] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.tech'));
    const [harbor] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'harbor'));
    const un = await api('GET', `${ROLE_API.unallocatedList}?roleId=${id}&pageSize=100`);
    expect(un.data.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['demo.tech', 'harbor', 'ops']));
    expect((await api('PUT', ROLE_API.selectAll, { roleId: id, userIds: [tech!.id, harbor!.id] })).status).toBe(1001);
    const al = await api('GET', `${ROLE_API.allocatedList}?roleId=${id}`);
    expect(al.total).toBe(2);
    expect((await api('PUT', ROLE_API.cancel, { roleId: id, userId: tech!.id })).status).toBe(1001);
    expect((await api('GET', `${ROLE_API.allocatedList}?roleId=${id}`)).total).toBe(1);
    expect((await api('PUT', ROLE_API.cancelAll, { roleId: id, userIds: [harbor!.id] })).status).toBe(1001);
    expect((await api('GET', `${ROLE_API.allocatedList}?roleId=${id}`)).total).toBe(0);
  });

  it('ops cannot give a role to a Harbor Drinks account', async () => {
    await grantOps('system:role:edit');
    const api = await ops();
    const [harbor] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'harbor'));
    const res = await api('PUT', ROLE_API.selectAll, { roleId: await roleId('maintenance'), userIds: [harbor!.id] });
    expect(res.status).toBe(403);
    const held = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, harbor!.id));
    expect(held).toHaveLength(1);
  });
});

describe('role changes take effect on the next request', () => {
  it('a permission added to a role is in its users’ button list at once; disabling the role removes it', async () => {
    const api = await ops();
    const before = (await api('GET', '/api/api/v5/getButtonList')).data as string[];
    expect(before).not.toContain('system:role:list');
    // The administrator adds a button with the permission to the role on the role screen.
    const [menu] = await t.database.db
      .insert(menus)
      .values({ name: 't-role-list', titles: { en: 'Role list' }, menuType: 'F', perms: 'system:role:list' })
      .returning({ id: menus.id });
    const rid = await roleId('maintenance');
    const boss = await admin();
    const detail = (await boss('GET', ROLE_API.one(rid))).data as { menuIds: number[] };
    expect((await boss('PUT', ROLE_API.base, { ...detail, menuIds: [...detail.menuIds, menu!.id] })).status).toBe(1001);
    expect((await api('GET', '/api/api/v5/getButtonList')).data).toContain('system:role:list');
    expect((await api('GET', ROLE_API.list)).status).toBe(1001);
    expect((await boss('PUT', ROLE_API.changeStatus, { roleId: rid, status: 1 })).status).toBe(1001);
    expect((await api('GET', ROLE_API.list)).status).toBe(403);
  });
});
