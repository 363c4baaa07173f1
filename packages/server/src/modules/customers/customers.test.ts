import { CUSTOMER_API, CUSTOMER_PERMS, type CustomerDetail, type CustomerRow, ORG_API, type OrgTreeNode } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, useTestApp } from '../../test/harness.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { customers } from './schema.js';
import { orgCurrency } from './currency.js';
import { fieldBounds, numberEnds, textEnds, textUpTo } from '../../test/bounds.js';
import { exportThroughCentre } from '../../test/exports.js';
import { grantThroughNewButtons } from '../../test/fixtures.js';

const t = useTestApp();

async function admin(lang = 'en') {
  const token = await t.login('admin', 'admin123');
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { token, lang } }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { token, lang }, payload }),
  };
}

const customer = (extra: Record<string, unknown> = {}) => ({ customerName: 'Lakeside Vending', cooperationMode: 2, ...extra });
type Errors = { errors: Array<{ field: string; message: string }> };

describe('customers', () => {
  it('lists both seeded customers with their details', async () => {
    const a = await admin();
    const res = body<CustomerRow[]>(await a.get(CUSTOMER_API.list));
    expect(res.status).toBe(1001);
    expect(res.total).toBe(2);
    expect(res.data.map((c) => c.customerName)).toEqual(['Demo Coffee Co.', 'Harbor Drinks Ltd.']);
    expect(res.data[1]).toMatchObject({
      id: 3,
      orgId: 3,
      cooperationMode: 3,
      source: 2,
      themeColor: '#0e7c86',
      defaultCurrency: 'USD',
      parentCustomerId: null,
    });
    const filtered = body<CustomerRow[]>(await a.get(`${CUSTOMER_API.list}?customerName=harbor&cooperationMode=3&source=2&status=0`));
    expect(filtered.data.map((c) => c.id)).toEqual([3]);
    const none = body<CustomerRow[]>(await a.get(`${CUSTOMER_API.list}?cooperationMode=1&source=2`));
    expect(none.total).toBe(0);
  });

  it('creates the customer and its organisation node together', async () => {
    const a = await admin();
    const res = body<CustomerDetail>(
      await a.post(
        CUSTOMER_API.save,
        customer({
          shortName: 'Lakeside',
          orgCode: 'LAKE',
          source: 2,
          contactName: 'Ada',
          contactPhone: '+44 20 7946 0000',
          contactEmail: 'ada@lakeside.example',
          logo: '/api/files/logo.png',
          banner: '/api/files/banner.png',
          themeColor: '#AA3300',
          defaultLanguage: 'es',
          defaultCurrency: 'EUR',
          features: ['delivery', 'coupons', 'delivery'],
          permissions: { pc: ['devices', 'orders'], bSide: ['refund'], member: ['points'] },
          models: [1, 2],
        }),
      ),
    );
    expect(res.status, JSON.stringify(res)).toBe(1001);
    expect(res.data).toMatchObject({
      customerName: 'Lakeside Vending',
      orgCode: 'LAKE',
      themeColor: '#aa3300',
      defaultLanguage: 'es',
      features: ['delivery', 'coupons'],
      permissions: { pc: ['devices', 'orders'], bSide: ['refund'], member: ['points'] },
      models: [1, 2],
      orderNum: 100,
    });
    const [node] = await t.database.db.select().from(orgs).where(eq(orgs.id, res.data.id));
    expect(node).toMatchObject({ kind: 'customer', parentId: 1, path: `/1/${res.data.id}/` });
    const tree = body<OrgTreeNode[]>(await a.get(`${ORG_API.treeV2}?orgName=lakeside`));
    expect(tree.data[0]!.children![0]).toMatchObject({ orgId: res.data.id, orgName: 'Lakeside Vending' });
  });

  it('creates a sub-customer below its parent customer and moves it with its subtree', async () => {
    const a = await admin();
    const sub = body<CustomerDetail>(await a.post(CUSTOMER_API.save, customer({ parentCustomerId: 2 })));
    expect(sub.data).toMatchObject({ parentCustomerId: 2, parentCustomerName: 'Demo Coffee Co.' });
    const id = sub.data.id;
    const [child] = await t.database.db
      .insert(orgs)
      .values({ kind: 'department', name: 'Lake Ops', parentId: id, path: `/1/2/${id}/` })
      .returning({ id: orgs.id });
    await t.database.db
      .update(orgs)
      .set({ path: `/1/2/${id}/${child!.id}/` })
      .where(eq(orgs.id, child!.id));
    const moved = body<CustomerDetail>(await a.post(CUSTOMER_API.update, customer({ id, parentCustomerId: 3 })));
    expect(moved.data.parentCustomerName).toBe('Harbor Drinks Ltd.');
    const [row] = await t.database.db.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, child!.id));
    expect(row!.path).toBe(`/1/3/${id}/${child!.id}/`);
    const loop = body(await a.post(CUSTOMER_API.update, customer({ id, parentCustomerId: id })));
    expect(loop.status).toBe(400);
    const notCustomer = body<Errors>(await a.post(CUSTOMER_API.save, customer({ parentCustomerId: 4 })));
    expect(notCustomer.data.errors[0]!.field).toBe('parentCustomerId');
  });

  it('edits every field and answers it in the detail', async () => {
    const a = await admin();
    const res = body(
      await a.post(
        CUSTOMER_API.update,
        customer({ id: 2, customerName: 'Demo Coffee Co.', cooperationMode: 4, themeColor: '#123abc', defaultCurrency: 'JPY', status: 0 }),
      ),
    );
    expect(res.status, JSON.stringify(res)).toBe(1001);
    const detail = body<CustomerDetail>(await a.get(`${CUSTOMER_API.detail}?id=2`));
    expect(detail.data).toMatchObject({ cooperationMode: 4, themeColor: '#123abc', defaultCurrency: 'JPY', contactName: null });
    expect(body(await a.get(`${CUSTOMER_API.detail}?id=4`)).status).toBe(404);
  });

  it.each<[string, unknown, boolean]>([
    ...fieldBounds('customerName', textEnds('ab', 'x'.repeat(100))),
    ...fieldBounds('orderNum', numberEnds(1, 9999)),
    ['cooperationMode', 1, true],
    ['cooperationMode', 4, true],
    ['cooperationMode', 0, false],
    ['cooperationMode', 5, false],
    ['source', 2, true],
    ['source', 3, false],
    ['themeColor', '#1890ff', true],
    ['themeColor', '#1890f', false],
    ['themeColor', '1890ff', false],
    ...fieldBounds('shortName', textUpTo('x'.repeat(50))),
    ['defaultCurrency', 'MXN', true],
    ['defaultCurrency', 'ABC', false],
    ['defaultLanguage', 'ja', true],
    ['defaultLanguage', 'fr', false],
    ['features', ['memberCard'], true],
    ['features', ['teleport'], false],
    ['contactPhone', '12345', true],
    ['contactPhone', 'call me', false],
  ])('%s = %j accepted: %s', async (field, value, accepted) => {
    const a = await admin();
    const res = body<Errors>(await a.post(CUSTOMER_API.save, customer({ [field]: value })));
    if (accepted) expect(res.status, JSON.stringify(res)).toBe(1001);
    else {
      expect(res.status).toBe(400);
      expect(res.data.errors[0]!.field.split('.')[0]).toBe(field);
    }
  });

  it('phrases validation in the caller’s language', async () => {
    const en = body<Errors>(await (await admin('en')).post(CUSTOMER_API.save, customer({ themeColor: 'blue', customerName: '' })));
    expect(en.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'themeColor', message: 'Theme colour must be a hex colour code such as #1890ff' },
        { field: 'customerName', message: 'Customer name must be at least 2 characters long' },
      ]),
    );
    const ja = body<Errors>(await (await admin('ja')).post(CUSTOMER_API.save, customer({ themeColor: 'blue' })));
    expect(ja.data.errors[0]!.message).toBe('テーマカラーは #1890ff のような16進カラーコードで入力してください');
    const zh = body<Errors>(await (await admin('zh')).post(CUSTOMER_API.save, { customerName: 'Lake' }));
    expect(zh.data.errors[0]).toEqual({ field: 'cooperationMode', message: '合作模式不能为空' });
  });

  it('refuses a sibling with the same name', async () => {
    const a = await admin();
    const res = body<Errors>(await a.post(CUSTOMER_API.save, customer({ customerName: 'harbor drinks ltd.' })));
    expect(res.data.errors[0]!.field).toBe('customerName');
  });

  it('deletes only customers without children, accounts or roles', async () => {
    const a = await admin();
    const withChildren = body(await a.post(CUSTOMER_API.delete, { id: 3 }));
    expect(withChildren.result).toBe('It still has subordinate organisations: delete or move them first.');
    const fresh = body<CustomerDetail>(await a.post(CUSTOMER_API.save, customer()));
    await t.database.db.insert(users).values({ username: 'lake1', employeeName: 'Lake', orgId: fresh.data.id, passwordHash: 'x' });
    expect(body(await a.post(CUSTOMER_API.delete, { id: fresh.data.id })).result).toBe(
      'Accounts still belong to it: move or delete them first.',
    );
    await t.database.db.delete(users).where(eq(users.username, 'lake1'));
    const other = body<CustomerDetail>(await a.post(CUSTOMER_API.save, customer({ customerName: 'Other Vending' })));
    // One refused id refuses the whole batch.
    expect(body(await a.post(CUSTOMER_API.delete, { ids: [other.data.id, 3] })).status).toBe(400);
    expect(body(await a.post(CUSTOMER_API.delete, { ids: [fresh.data.id, other.data.id] })).status).toBe(1001);
    expect(await t.database.db.select().from(orgs).where(eq(orgs.id, fresh.data.id))).toEqual([]);
    expect(await t.database.db.select().from(customers).where(eq(customers.orgId, other.data.id))).toEqual([]);
    expect(body(await a.post(CUSTOMER_API.delete, {})).status).toBe(400);
  });

  it('refuses deleting a customer other records still refer to', async () => {
    const a = await admin();
    const fresh = body<CustomerDetail>(await a.post(CUSTOMER_API.save, customer({ customerName: 'Referenced Vending' })));
    await t.database.db
      .insert(users)
      .values({ username: 'client1', employeeName: 'Client', orgId: 1, clientId: fresh.data.id, passwordHash: 'x' });
    const res = body(await a.post(CUSTOMER_API.delete, { id: fresh.data.id }));
    expect(res).toMatchObject({ status: 400, result: 'Other records still refer to this organisation: remove them first.' });
    expect(body(await a.get(`${CUSTOMER_API.detail}?id=${fresh.data.id}`)).status).toBe(1001);
  });

  it('exports the filtered customers as xlsx', async () => {
    const token = await t.login('admin', 'admin123');
    const { file: res } = await exportThroughCentre(t, token, { kind: 'customers', query: { customerName: 'harbor' } });
    expect(res!.headers['content-type']).toContain('spreadsheetml');
    expect(res!.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

/** Gives the maintenance role (ops, Demo Coffee Co.) these permissions through button menus. */
const grantOps = (permissions: string[]) =>
  grantThroughNewButtons(t.database.db, 'maintenance', permissions, (perm) => `test-customer-${perm}`);

describe('a customer’s own staff (ops of Demo Coffee Co.)', () => {
  it('edits its own customer and adds sub-customers, but never reaches above or beside it', async () => {
    await grantOps(Object.values(CUSTOMER_PERMS));
    const token = await t.login('ops', 'ops12345');
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { token }, payload });
    const list = body<CustomerRow[]>(await t.app.inject({ method: 'GET', url: CUSTOMER_API.list, headers: { token } }));
    expect(list.data.map((c) => c.id)).toEqual([2]);
    const own = body<CustomerDetail>(
      await post(CUSTOMER_API.update, customer({ id: 2, customerName: 'Demo Coffee Co.', contactName: 'Olivia' })),
    );
    expect(own.status, JSON.stringify(own)).toBe(1001);
    expect(own.data.contactName).toBe('Olivia');
    expect(body(await post(CUSTOMER_API.update, customer({ id: 2, customerName: 'Demo Coffee Co.', parentCustomerId: 3 }))).status).toBe(
      403,
    );
    const sub = body<CustomerDetail>(await post(CUSTOMER_API.save, customer({ parentCustomerId: 2 })));
    expect(sub.data.parentCustomerId).toBe(2);
    expect(body(await post(CUSTOMER_API.save, customer({ customerName: 'Top Level' }))).status).toBe(403);
    expect(body(await post(CUSTOMER_API.save, customer({ customerName: 'Under Harbor', parentCustomerId: 3 }))).status).toBe(403);
  });
});

describe('the logo of an organisation’s customer', () => {
  it('walks up to the nearest customer with a logo, else null', async () => {
    const a = await admin();
    expect(body(await a.get(`${CUSTOMER_API.orgLogo}?orgId=5`)).data).toBeNull();
    await t.database.db.update(customers).set({ logo: '/files/demo.png' }).where(eq(customers.orgId, 2));
    const store = body(await a.get(`${CUSTOMER_API.orgLogo}?orgId=5`));
    expect(store).toMatchObject({ status: 1001, data: '/files/demo.png' });
    expect(body(await a.get(`${CUSTOMER_API.orgLogo}?orgId=8`)).data).toBeNull();
    const sub = body<CustomerDetail>(await a.post(CUSTOMER_API.save, customer({ parentCustomerId: 2 })));
    expect(body(await a.get(`${CUSTOMER_API.orgLogo}?orgId=${sub.data.id}`)).data).toBe('/files/demo.png');
    await t.database.db.update(customers).set({ logo: '/files/sub.png' }).where(eq(customers.orgId, sub.data.id));
    expect(body(await a.get(`${CUSTOMER_API.orgLogo}?orgId=${sub.data.id}`)).data).toBe('/files/sub.png');
  });

  it('answers ops for its own organisation and refuses Harbor’s', async () => {
    await t.database.db.update(customers).set({ logo: '/files/demo.png' }).where(eq(customers.orgId, 2));
    const token = await t.login('ops', 'ops12345');
    const own = body(await t.app.inject({ method: 'GET', url: `${CUSTOMER_API.orgLogo}?orgId=2`, headers: { token } }));
    expect(own.data).toBe('/files/demo.png');
    const harbor = await t.app.inject({ method: 'GET', url: `${CUSTOMER_API.orgLogo}?orgId=3`, headers: { token } });
    expect(harbor.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${CUSTOMER_API.orgLogo}?orgId=2` })).statusCode).toBe(401);
  });
});

describe('the currency of an organisation', () => {
  it('is its own customer’s, also for a column of a one-table select (where drizzle leaves the column bare)', async () => {
    const db = t.database.db;
    const both = await db
      .select({ id: orgs.id, code: orgs.code, currency: orgCurrency(orgs.id) })
      .from(orgs)
      .where(eq(orgs.kind, 'customer'));
    const expected = await db.select({ id: customers.orgId, currency: customers.defaultCurrency }).from(customers);
    expect(new Set(expected.map((c) => c.currency)).size).toBeGreaterThan(1);
    for (const c of expected) expect(both.find((o) => o.id === c.id)?.currency).toBe(c.currency);
  });
});
