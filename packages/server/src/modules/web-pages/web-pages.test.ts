import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, useTestApp } from '../../test/harness.js';
import { orgs } from '../../platform/identity/schema.js';
import { grantThroughNewButtons } from '../../test/fixtures.js';
import { webPages } from './schema.js';

const t = useTestApp();

interface Row {
  pageId: number;
  pageName: string;
  pageLink: string;
  orgId: number;
  orgName: string;
  sort: number;
}

const orgId = async (code: string) => (await t.database.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.code, code)))[0]!.id;

const list = async (token: string, query = '') =>
  body<Row[]>(await t.app.inject({ method: 'GET', url: `/api/WebPage/list${query}`, headers: { token } }));

function save(token: string, fields: Record<string, string | number>, lang = 'en') {
  const payload = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return t.app.inject({
    method: 'POST',
    url: '/api/WebPage/save',
    payload,
    headers: { token, lang, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const grantOps = (perms: string[]) => grantThroughNewButtons(t.database.db, 'maintenance', perms);

describe('GET /api/WebPage/list', () => {
  it('answers data as an array of links with total beside it, filtered by customer, paged by page/limit or start', async () => {
    const admin = await t.login('admin', 'admin123');
    const all = await list(admin, '?limit=1000');
    expect(all.status).toBe(1001);
    expect(all.total).toBe(4);
    expect(all.data[0]).toMatchObject({ pageName: 'Help centre', orgName: 'Demo Coffee Co.', sort: 1 });
    expect(Object.keys(all.data[0]!)).toEqual(expect.arrayContaining(['pageId', 'pageName', 'pageLink', 'orgId']));

    const harbor = await list(admin, `?orgId=${await orgId('HARBOR')}`);
    expect(harbor.data.map((r) => r.orgName)).toEqual(['Harbor Drinks Ltd.', 'Harbor Drinks Ltd.']);
    const second = await list(admin, '?page=2&limit=3');
    expect(second.data).toHaveLength(1);
    expect(second.total).toBe(4);
    const offset = await list(admin, '?start=3&limit=3');
    expect(offset.data.map((r) => r.pageId)).toEqual(second.data.map((r) => r.pageId));
    expect((await list(admin, '?pageName=portal')).total).toBe(2);
  });

  it('gives every signed-in user the links of their own customer only (the header dropdown)', async () => {
    const ops = await t.login('ops', 'ops12345');
    const mine = await list(ops, '?limit=1000');
    expect(mine.status).toBe(1001);
    expect(mine.data.map((r) => r.orgName)).toEqual(['Demo Coffee Co.', 'Demo Coffee Co.']);
    expect((await list(ops, `?orgId=${await orgId('HARBOR')}`)).total).toBe(0);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/WebPage/list' })).statusCode).toBe(401);
  });
});

describe('POST /api/WebPage/save (form-encoded)', () => {
  it('creates without pageId, with sort 100 when blank, and updates with it', async () => {
    const admin = await t.login('admin', 'admin123');
    const harbor = await orgId('HARBOR');
    const created = body<Row>(
      await save(admin, { pageName: 'Menu board', pageLink: 'http://menu.example/board', orgId: harbor, sort: '' }),
    );
    expect(created.status, JSON.stringify(created)).toBe(1001);
    expect(created.data).toMatchObject({ pageName: 'Menu board', orgId: harbor, orgName: 'Harbor Drinks Ltd.', sort: 100 });

    const updated = body<Row>(
      await save(admin, { pageId: created.data.pageId, pageName: 'Menu boards', pageLink: 'https://menu.example/', sort: 5 }),
    );
    expect(updated.data).toMatchObject({
      pageId: created.data.pageId,
      pageName: 'Menu boards',
      pageLink: 'https://menu.example/',
      sort: 5,
      orgId: harbor,
    });

    const detail = body<Row>(
      await t.app.inject({ method: 'GET', url: `/api/WebPage/detail?pageId=${created.data.pageId}`, headers: { token: admin } }),
    );
    expect(detail.data.pageName).toBe('Menu boards');
    expect(body(await save(admin, { pageId: 999999, pageName: 'x', pageLink: 'https://x.example/' })).status).toBe(404);
  });

  it('validates the name (1–50) and the link (http(s), ≤ 500) in the request’s language', async () => {
    const admin = await t.login('admin', 'admin123');
    const demo = await orgId('DEMO');
    expect(
      body(await save(admin, { pageName: 'n'.repeat(50), pageLink: `https://x.example/${'a'.repeat(500 - 18)}`, orgId: demo })).status,
    ).toBe(1001);
    const longName = body(await save(admin, { pageName: 'n'.repeat(51), pageLink: 'https://x.example/', orgId: demo }));
    expect(longName.status).toBe(400);
    expect(longName.result).toMatch(/^Page name must be at most \d+ characters long$/);
    const longLink = body(await save(admin, { pageName: 'n', pageLink: `https://x.example/${'a'.repeat(500 - 17)}`, orgId: demo }));
    expect(longLink.status).toBe(400);
    const ftp = body(await save(admin, { pageName: 'n', pageLink: 'ftp://files.example/', orgId: demo }));
    expect(ftp.result).toBe('Page link must be a valid http:// or https:// address');
    const script = body(await save(admin, { pageName: 'n', pageLink: 'javascript:alert(1)', orgId: demo }, 'zh'));
    expect(script.result).toBe('页面链接必须是有效的 http:// 或 https:// 地址');
    const empty = body(await save(admin, { pageName: '', pageLink: 'https://x.example/', orgId: demo }, 'zh'));
    expect(empty.result).toBe('页面名称不能为空');
  });

  it('needs a customer: the platform administrator must choose one, a department is refused', async () => {
    const admin = await t.login('admin', 'admin123');
    expect(body(await save(admin, { pageName: 'n', pageLink: 'https://x.example/' })).result).toBe(
      'Choose the customer the link belongs to.',
    );
    const dept = body(await save(admin, { pageName: 'n', pageLink: 'https://x.example/', orgId: await orgId('DEMO-OPS') }));
    expect(dept.result).toBe('Links belong to a customer: choose a customer, not the platform or a department.');
  });

  it('a customer’s staff with add permission create for their own customer and cannot for another', async () => {
    await grantOps(['system:webpage:add']);
    const ops = await t.login('ops', 'ops12345');
    const own = body<Row>(await save(ops, { pageName: 'Ops wiki', pageLink: 'https://wiki.democoffee.example/' }));
    expect(own.status).toBe(1001);
    expect(own.data.orgName).toBe('Demo Coffee Co.');
    const other = body(await save(ops, { pageName: 'Hijack', pageLink: 'https://x.example/', orgId: await orgId('HARBOR') }));
    expect(other.status).toBe(403);
    // add does not include edit
    expect(body(await save(ops, { pageId: own.data.pageId, pageName: 'Renamed', pageLink: 'https://x.example/' })).status).toBe(403);
  });
});

describe('/api/WebPage/delete', () => {
  it('deletes by GET with the query and by POST with the body', async () => {
    const admin = await t.login('admin', 'admin123');
    const [a, b] = (await list(admin, '?limit=2')).data;
    expect(
      body(await t.app.inject({ method: 'GET', url: `/api/WebPage/delete?pageId=${a!.pageId}`, headers: { token: admin } })).status,
    ).toBe(1001);
    expect(
      body(await t.app.inject({ method: 'POST', url: '/api/WebPage/delete', payload: { pageId: b!.pageId }, headers: { token: admin } }))
        .status,
    ).toBe(1001);
    const left = await t.database.db.select().from(webPages);
    expect(left.map((r) => r.id)).not.toContain(a!.pageId);
    expect(left).toHaveLength(2);
  });
});
