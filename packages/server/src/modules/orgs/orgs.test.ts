import {
  DEPT_API,
  DEPT_PERMS,
  ORG_API,
  type DeptDetail,
  type DeptRow,
  type OrgListRow,
  type OrgReportRow,
  type OrgTreeNode,
} from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, useTestApp } from '../../test/harness.js';
import { hashPassword } from '../../platform/auth/password.js';
import { fieldBounds, numberEnds, textEnds, textUpTo } from '../../test/bounds.js';
import { grantThroughNewButtons } from '../../test/fixtures.js';
import { orgs, users } from '../../platform/identity/schema.js';

const t = useTestApp();

// Seed order (kept stable): 1 platform, 2 Demo Coffee Co., 3 Harbor Drinks Ltd., 4 Operations,
// 5 Shanghai Jing’an Store, 6 Finance, 7 Field Service, 8 Pier 3 Kiosk, 9 Accounts.
const ids = (tree: OrgTreeNode[]): number[] => tree.flatMap((n) => [n.orgId, ...ids(n.children ?? [])]);

async function as(user: 'admin' | 'ops') {
  const token = await t.login(user, user === 'admin' ? 'admin123' : 'ops12345');
  return {
    get: (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { token, lang } }),
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
      t.app.inject({ method, url, headers: { token, lang }, ...(payload ? { payload } : {}) }),
  };
}

async function pathOf(id: number): Promise<string | undefined> {
  const [row] = await t.database.db.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, id));
  return row?.path;
}

/** Gives the maintenance role (ops) these permissions through button menus, as an administrator would. */
const grantOps = (permissions: string[]) => grantThroughNewButtons(t.database.db, 'maintenance', permissions, (perm) => `test-org-${perm}`);

const dept = (extra: Record<string, unknown> = {}) => ({ parentId: 2, deptName: 'Marketing', leader: 'Ann', ...extra });

describe('organisation tree calls', () => {
  it('need a session', async () => {
    for (const url of [ORG_API.list, ORG_API.tree, ORG_API.treeV2]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('tree v2 answers {orgId, orgName, children} of the whole tree for the administrator', async () => {
    const admin = await as('admin');
    const res = body<OrgTreeNode[]>(await admin.get(ORG_API.treeV2));
    expect(res.status).toBe(1001);
    expect(res.data).toHaveLength(1);
    expect(Object.keys(res.data[0]!).sort()).toEqual(['children', 'orgId', 'orgName']);
    expect(res.data[0]!.children!.map((c) => c.orgName)).toEqual(['Demo Coffee Co.', 'Harbor Drinks Ltd.']);
    expect(ids(res.data).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('tree v2 of ops holds Demo Coffee Co. and below only', async () => {
    const ops = await as('ops');
    const res = body<OrgTreeNode[]>(await ops.get(ORG_API.treeV2));
    expect(res.data.map((n) => n.orgId)).toEqual([2]);
    expect(ids(res.data).sort()).toEqual([2, 4, 5, 6]);
  });

  it('tree v2 search answers the matches with their ancestors and counts the matches', async () => {
    const admin = await as('admin');
    const res = body<OrgTreeNode[]>(await admin.get(`${ORG_API.treeV2}?orgName=kiosk`));
    expect(res.total).toBe(1);
    expect(ids(res.data)).toEqual([1, 3, 7, 8]);
    const ops = await as('ops');
    const none = body<OrgTreeNode[]>(await ops.get(`${ORG_API.treeV2}?orgName=kiosk`));
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('tree v2 pages the matches (shallowest first)', async () => {
    const admin = await as('admin');
    const first = body<OrgTreeNode[]>(await admin.get(`${ORG_API.treeV2}?page=1&limit=3`));
    expect(first.total).toBe(9);
    expect(ids(first.data).sort()).toEqual([1, 2, 3]);
    const third = body<OrgTreeNode[]>(await admin.get(`${ORG_API.treeV2}?page=3&limit=3`));
    // The last page's matches (depth 3 and 4) come with their ancestors.
    expect(ids(third.data)).toContain(8);
    expect(ids(third.data)).toContain(1);
  });

  it('tree has kind, code and status; list is flat and accepts isApplet', async () => {
    const ops = await as('ops');
    const tree = body<Array<OrgTreeNode & { kind: string; code: string }>>(await ops.get(ORG_API.tree));
    expect(tree.data[0]).toMatchObject({ orgId: 2, kind: 'customer', code: 'DEMO', status: 0, parentId: 1 });
    const list = body<OrgListRow[]>(await ops.get(`${ORG_API.list}?isApplet=1`));
    expect(list.status).toBe(1001);
    expect(list.data.map((r) => r.orgId).sort()).toEqual([2, 4, 5, 6]);
    expect(list.total).toBe(4);
    const stores = body<OrgListRow[]>(await ops.get(`${ORG_API.list}?kind=store`));
    expect(stores.data.map((r) => r.orgName)).toEqual(['Shanghai Jing’an Store']);
  });

  it('the report counts children, descendants, accounts and devices', async () => {
    const admin = await as('admin');
    const res = body<OrgReportRow[]>(await admin.get(`${ORG_API.report}?limit=50`));
    expect(res.total).toBe(9);
    const platform = res.data.find((r) => r.orgId === 1)!;
    // Other areas' seeds add accounts: count them from the tables.
    const all = await t.database.db.select({ orgId: users.orgId, path: orgs.path }).from(users).innerJoin(orgs, eq(orgs.id, users.orgId));
    expect(platform).toMatchObject({
      kind: 'platform',
      level: 1,
      childCount: 2,
      descendantCount: 8,
      userCount: all.length,
      // Every demo device: 8 of Demo Coffee Co., 3 of Harbor Drinks Ltd.
      deviceCount: 11,
      parentName: null,
    });
    expect(res.data.find((r) => r.orgId === 2)).toMatchObject({
      level: 2,
      childCount: 2,
      descendantCount: 3,
      userCount: all.filter((u) => u.path.startsWith('/1/2/')).length,
      deviceCount: 8,
      parentName: 'Vending Retail Platform',
    });
    await t.database.db.insert(users).values({ username: 'fin2', employeeName: 'Fin', orgId: 6, passwordHash: 'x' });
    const after = body<OrgReportRow[]>(await admin.get(`${ORG_API.report}?limit=50&orgName=finance`));
    expect(after.data[0]).toMatchObject({ orgId: 6, userCount: all.filter((u) => u.orgId === 6).length + 1 });
    const sorted = body<OrgReportRow[]>(await admin.get(`${ORG_API.report}?orderByColumn=userCount&isAsc=desc&limit=1`));
    expect(sorted.data[0]!.orgId).toBe(1);
    const refused = body(await admin.get(`${ORG_API.report}?orderByColumn=path`));
    expect(refused.status).toBe(400);
  });
});

describe('departments and stores', () => {
  it('lists tree-table rows with the device count', async () => {
    const admin = await as('admin');
    const res = body<DeptRow[]>(await admin.get(DEPT_API.list));
    expect(res.data).toHaveLength(9);
    expect(res.data.find((r) => r.deptId === 5)).toMatchObject({
      kind: 'store',
      parentId: 4,
      ancestors: '/1/2/4/5/',
      leader: 'Wang Fang',
      // The demo devices of the Jing’an store.
      deviceCount: 3,
    });
    const found = body<DeptRow[]>(await admin.get(`${DEPT_API.list}?deptName=pier&status=0`));
    expect(found.data.map((r) => r.deptId)).toEqual([8]);
  });

  it('answers every field of a store', async () => {
    const admin = await as('admin');
    const res = body<DeptDetail>(await admin.get(DEPT_API.detail(5)));
    expect(res.data).toMatchObject({
      deptName: 'Shanghai Jing’an Store',
      parentName: 'Operations',
      storeType: 1,
      deliverySupport: 1,
      deliveryRange: 3000,
      deliveryFee: 5,
      minOrderAmount: 20,
      businessHours: '07:30-22:00',
      commissionRate: 8.5,
      orderNum: 1,
    });
    expect(body(await admin.get(DEPT_API.detail(999))).status).toBe(404);
  });

  it('creates a store with every field; order defaults to 100', async () => {
    const admin = await as('admin');
    const payload = dept({
      kind: 'store',
      parentId: 4,
      deptName: 'Pudong Store',
      orgCode: 'DEMO-SH-02',
      salesOrg: 'S100',
      purchaseOrg: 'P100',
      phone: '13911112222',
      email: 'pudong@example.com',
      servicePhone: '400-800-1234',
      storeType: 2,
      province: 'Shanghai',
      city: 'Shanghai',
      district: 'Pudong',
      address: '88 Century Avenue',
      deliverySupport: 1,
      deliveryRange: 2500,
      deliveryFee: 4.5,
      minOrderAmount: 15,
      deliveryTimes: '10:00-14:00,17:00-21:00',
      businessHours: '08:00-22:00',
      deposit: 3000,
      franchiseeCode: 'F-001',
      commissionRate: 12.25,
      orderNum: '',
    });
    const res = body<DeptDetail>(await admin.send('POST', DEPT_API.base, payload));
    expect(res.status, JSON.stringify(res)).toBe(1001);
    expect(res.data).toMatchObject({
      kind: 'store',
      orderNum: 100,
      deliveryFee: 4.5,
      commissionRate: 12.25,
      deliveryTimes: '10:00-14:00,17:00-21:00',
    });
    expect(await pathOf(res.data.deptId)).toBe(`/1/2/4/${res.data.deptId}/`);
    const again = body<DeptDetail>(await admin.get(DEPT_API.detail(res.data.deptId)));
    expect(again.data).toMatchObject({ orgCode: 'DEMO-SH-02', email: 'pudong@example.com', deposit: 3000, city: 'Shanghai' });
  });

  it.each<[string, unknown, boolean]>([
    ...fieldBounds('deptName', textEnds('ab', 'x'.repeat(50))),
    ...fieldBounds('orderNum', numberEnds(1, 9999)),
    ['commissionRate', 100, true],
    ['commissionRate', 100.01, false],
    ['deliveryFee', 1.25, true],
    ['deliveryFee', 1.255, false],
    ['deliveryRange', 100000, true],
    ['deliveryRange', 100001, false],
    ['businessHours', '00:00-23:59', true],
    ['businessHours', '8:00-22:00', false],
    ['email', 'a@b.co', true],
    ['email', 'not-mail', false],
    ...fieldBounds('orgCode', textUpTo('C'.repeat(50))),
    ['phone', '12345', true],
    ['phone', '1234', false],
  ])('%s = %j accepted: %s', async (field, value, accepted) => {
    const admin = await as('admin');
    const res = body<{ errors: Array<{ field: string }> }>(await admin.send('POST', DEPT_API.base, dept({ [field]: value })));
    if (accepted) expect(res.status, JSON.stringify(res)).toBe(1001);
    else {
      expect(res.status).toBe(400);
      expect(res.data.errors.map((e) => e.field)).toEqual([field]);
    }
  });

  it('says why, in the caller’s language', async () => {
    const admin = await as('admin');
    const en = body<{ errors: Array<{ field: string; message: string }> }>(
      await admin.send('POST', DEPT_API.base, dept({ deptName: 'a', leader: '' }), 'en'),
    );
    expect(en.data.errors).toEqual([
      { field: 'deptName', message: 'Name must be at least 2 characters long' },
      { field: 'leader', message: 'Director is required' },
    ]);
    const zh = body<{ errors: Array<{ field: string; message: string }> }>(
      await admin.send('POST', DEPT_API.base, dept({ deptName: 'a', leader: '' }), 'zh'),
    );
    expect(zh.data.errors[0]!.message).toBe('名称至少需要 2 个字符');
    expect(zh.data.errors[1]!.message).toBe('负责人不能为空');
    const code = body<{ errors: Array<{ message: string }> }>(
      await admin.send('POST', DEPT_API.base, dept({ orgCode: 'C'.repeat(51) }), 'en'),
    );
    expect(code.data.errors[0]!.message).toBe('Organisation code must be at most 50 characters long');
    const es = body<{ errors: Array<{ message: string }> }>(
      await admin.send('POST', DEPT_API.base, dept({ businessHours: '25:00-26:00' }), 'es'),
    );
    expect(es.data.errors[0]!.message).toBe('Horario comercial debe tener la forma 08:00-22:00 (varios separados por comas)');
  });

  it('refuses a store as parent, a disabled parent and a sibling with the same name', async () => {
    const admin = await as('admin');
    expect(body(await admin.send('POST', DEPT_API.base, dept({ parentId: 5 }))).status).toBe(400);
    await t.database.db.update(orgs).set({ status: 1 }).where(eq(orgs.id, 6));
    const disabled = body(await admin.send('POST', DEPT_API.base, dept({ parentId: 6 }), 'en'));
    expect(disabled.result).toBe('The parent organisation is disabled.');
    const dup = body<{ errors: Array<{ field: string }> }>(await admin.send('POST', DEPT_API.base, dept({ deptName: 'finance' })));
    expect(dup.status).toBe(400);
    expect(dup.data.errors[0]!.field).toBe('deptName');
  });

  it('moves a department with its subtree in one go, never below itself', async () => {
    const admin = await as('admin');
    const moved = body<DeptDetail>(
      await admin.send('PUT', DEPT_API.base, dept({ deptId: 4, parentId: 3, deptName: 'Operations', leader: 'Chen Jing' })),
    );
    expect(moved.status, JSON.stringify(moved)).toBe(1001);
    expect(await pathOf(4)).toBe('/1/3/4/');
    expect(await pathOf(5)).toBe('/1/3/4/5/');
    const loop = body(await admin.send('PUT', DEPT_API.base, dept({ deptId: 7, parentId: 8, deptName: 'Field Service' })));
    expect(loop.status).toBe(400);
    const self = body(await admin.send('PUT', DEPT_API.base, dept({ deptId: 4, parentId: 4, deptName: 'Operations' })));
    expect(self.status).toBe(400);
    expect(await pathOf(4)).toBe('/1/3/4/');
  });

  it('does not edit platform or customer nodes here', async () => {
    const admin = await as('admin');
    expect(body(await admin.send('PUT', DEPT_API.base, dept({ deptId: 2, parentId: 1, deptName: 'Demo' }))).status).toBe(400);
    expect(body(await admin.send('DELETE', DEPT_API.detail(3))).status).toBe(400);
  });

  it('refuses disabling a department with enabled children', async () => {
    const admin = await as('admin');
    const res = body(await admin.send('PUT', DEPT_API.base, dept({ deptId: 4, deptName: 'Operations', status: 1 })));
    expect(res.status).toBe(400);
    const leaf = body(await admin.send('PUT', DEPT_API.base, dept({ deptId: 6, deptName: 'Finance', status: 1 })));
    expect(leaf.status).toBe(1001);
  });

  it('deletes only without children and accounts', async () => {
    const admin = await as('admin');
    const withChild = body(await admin.send('DELETE', DEPT_API.detail(4)));
    expect(withChild.result).toBe('It still has subordinate organisations: delete or move them first.');
    await t.database.db
      .insert(users)
      .values({ username: 'fin1', employeeName: 'Fin', orgId: 6, passwordHash: await hashPassword('x12345') });
    const withUser = body(await admin.send('DELETE', DEPT_API.detail(6)));
    expect(withUser.result).toBe('Accounts still belong to it: move or delete them first.');
    expect(body(await admin.send('DELETE', DEPT_API.detail(9))).status).toBe(1001);
    expect(await pathOf(9)).toBeUndefined();
  });

  it('offers as parents everything but the node and its subtree', async () => {
    const admin = await as('admin');
    const res = body<DeptRow[]>(await admin.get(DEPT_API.exclude(4)));
    expect(res.data.map((r) => r.deptId).sort()).toEqual([1, 2, 3, 6, 7, 8, 9]);
  });

  it('ops adds below its own customer but not below Harbor Drinks', async () => {
    await grantOps([DEPT_PERMS.add, DEPT_PERMS.list]);
    const ops = await as('ops');
    const own = body<DeptDetail>(await ops.send('POST', DEPT_API.base, dept({ parentId: 4, deptName: 'Night Shift' })));
    expect(own.status, JSON.stringify(own)).toBe(1001);
    expect(await pathOf(own.data.deptId)).toBe(`/1/2/4/${own.data.deptId}/`);
    const foreign = body(await ops.send('POST', DEPT_API.base, dept({ parentId: 7, deptName: 'Night Shift' })));
    expect(foreign.status).toBe(403);
    const top = body(await ops.send('POST', DEPT_API.base, dept({ parentId: 1, deptName: 'Night Shift' })));
    expect(top.status).toBe(403);
  });
});
