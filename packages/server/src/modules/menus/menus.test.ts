/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read loosely in these tests */
import { LANGS, type Lang, MENU_API, type Translations } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lengthBounds, numberBounds, numberEnds, textEnds } from '../../test/bounds.js';
import { body, useTestApp } from '../../test/harness.js';
import { menus, roleMenus, roles } from '../../platform/identity/schema.js';

const ROLE_PERMS_LIST = 'system:role:list';

const t = useTestApp();

/** Titles as an administrator types them: each language's own ("en m1", "ja m1"). */
const titles = (base: string): Translations => Object.fromEntries(LANGS.map((lang) => [lang, `${lang} ${base}`])) as Translations;
/** Titles with one language's title replaced. */
const titlesWith = (lang: Lang, title: string): Translations => ({ ...titles('a'), [lang]: title });
let seq = 0;
const menu = (extra: Record<string, unknown> = {}) => ({
  parentId: 0,
  name: `TestMenu${++seq}`,
  titles: titles(`m${seq}`),
  menuType: 'C',
  path: `test-${seq}`,
  component: 'test/index',
  perms: `test:menu${seq}:list`,
  ...extra,
});

async function as(user: 'admin' | 'ops') {
  const token = await t.login(user, user === 'admin' ? 'admin123' : 'ops12345');
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang = 'en') =>
    t.app.inject({ method, url, headers: { token, lang }, ...(payload ? { payload: payload as object } : {}) }).then((r) => body<any>(r));
  return call;
}

async function maintenanceRoleId(): Promise<number> {
  const [row] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'maintenance'));
  return row!.id;
}

describe('POST /admin/system/menu (the fixed contract)', () => {
  it('adds a menu and answers its id in data.id; GET and the list show it', async () => {
    const api = await as('admin');
    const input = menu({ icon: 'user', sort: 5, status: 1, noCache: true, titles: { ...titles('x'), ko: '메뉴' } });
    const created = await api('POST', MENU_API.base, input);
    expect(created.status, JSON.stringify(created)).toBe(1001);
    expect(created.data.id).toBeTypeOf('number');
    const one = await api('GET', MENU_API.one(created.data.id));
    expect(one.data).toMatchObject({
      name: input.name,
      menuType: 'C',
      path: input.path,
      sort: 5,
      noCache: true,
      builtIn: false,
      client: 'pc',
    });
    expect(one.data.titles).toMatchObject({ zh: 'zh x', en: 'en x', ko: '메뉴' });
    const list = await api('GET', MENU_API.list);
    expect(list.data.map((m: { id: number }) => m.id)).toContain(created.data.id);
  });

  it('a button needs no path; directories and menus do', async () => {
    const api = await as('admin');
    const parent = await api('POST', MENU_API.base, menu());
    const btn = await api('POST', MENU_API.base, {
      parentId: parent.data.id,
      name: `Btn${seq}`,
      titles: titles('b'),
      menuType: 'F',
      perms: 'test:btn:add',
    });
    expect(btn.status).toBe(1001);
    const dir = await api('POST', MENU_API.base, menu({ menuType: 'M', path: '' }));
    expect(dir.status).toBe(400);
    expect(dir.data.errors[0].field).toBe('path');
  });

  it('refuses a duplicate route name and a button as parent', async () => {
    const api = await as('admin');
    const first = await api('POST', MENU_API.base, menu());
    const again = await api('POST', MENU_API.base, { ...menu(), name: `TestMenu${seq - 1}` });
    expect(again.status).toBe(400);
    expect(again.result).toContain(`TestMenu${seq - 1}`);
    const btn = await api('POST', MENU_API.base, { parentId: first.data.id, name: `Btn${++seq}`, titles: titles('b'), menuType: 'F' });
    const child = await api('POST', MENU_API.base, menu({ parentId: btn.data.id }));
    expect(child.status).toBe(400);
    expect(child.data.errors[0].field).toBe('parentId');
  });
});

describe('menu validation bounds (name 2-50, order 1-9999, path 2-200)', () => {
  const cases = [
    ...lengthBounds('name', (name) => ({ titles: titlesWith('en', name) }), textEnds('ab', 'x'.repeat(50))),
    ...numberBounds('order', (sort) => ({ sort }), numberEnds(1, 9999)),
    ...lengthBounds('path', (path) => ({ path }), textEnds('ab', 'p'.repeat(200))),
  ];
  it.each(cases)('%s', async (_label, extra, valid) => {
    const api = await as('admin');
    const res = await api('POST', MENU_API.base, menu(extra));
    expect(res.status, JSON.stringify(res)).toBe(valid ? 1001 : 400);
  });

  it('phrases the errors in the request language', async () => {
    const api = await as('admin');
    const en = await api('POST', MENU_API.base, menu({ titles: titlesWith('ja', 'x'), sort: 0 }), 'en');
    expect(en.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['sort', 'titles.ja']);
    expect(en.result).toMatch(/Name \(Japanese\)/);
    expect(en.result).toMatch(/Display order/);
    const zh = await api('POST', MENU_API.base, menu({ titles: titlesWith('ja', 'x') }), 'zh');
    expect(zh.result).toMatch(/^菜单名称（日文）/);
    const es = await api('POST', MENU_API.base, menu({ path: 'p'.repeat(201) }), 'es');
    expect(es.result).toMatch(/^Ruta/);
  });

  it('an external link must be http(s)', async () => {
    const api = await as('admin');
    const res = await api('POST', MENU_API.base, menu({ isExternal: true, path: 'example.com' }));
    expect(res.status).toBe(400);
    expect(res.data.errors[0].field).toBe('path');
    expect((await api('POST', MENU_API.base, menu({ isExternal: true, path: 'https://example.com' }))).status).toBe(1001);
  });
});

describe('deleting and editing menus', () => {
  it('refuses to delete a menu with children, then deletes bottom-up', async () => {
    const api = await as('admin');
    const parent = await api('POST', MENU_API.base, menu({ menuType: 'M', component: undefined }));
    const child = await api('POST', MENU_API.base, menu({ parentId: parent.data.id }));
    const refused = await api('DELETE', MENU_API.one(parent.data.id));
    expect(refused.status).toBe(400);
    expect(refused.result).toBe('This menu has sub-menus: delete them first.');
    expect((await api('DELETE', MENU_API.one(child.data.id))).status).toBe(1001);
    expect((await api('DELETE', MENU_API.one(parent.data.id))).status).toBe(1001);
    expect((await api('GET', MENU_API.one(parent.data.id))).status).toBe(404);
  });

  it('a built-in menu cannot be deleted, but its order and visibility can change (and nothing else)', async () => {
    const api = await as('admin');
    const [applet] = await t.database.db.select().from(menus).where(eq(menus.name, 'AppletOrders'));
    const refused = await api('DELETE', MENU_API.one(applet!.id), undefined, 'zh');
    expect(refused.status).toBe(400);
    expect(refused.result).toBe('内置菜单不能删除，可以隐藏或调整顺序');
    const row = (await api('GET', MENU_API.one(applet!.id))).data;
    const res = await api('PUT', MENU_API.base, { ...row, sort: 77, status: 0, titles: { ...row.titles, en: 'Changed' }, path: 'changed' });
    expect(res.status).toBe(1001);
    const after = (await api('GET', MENU_API.one(applet!.id))).data;
    expect(after).toMatchObject({ sort: 77, status: 0, path: row.path });
    expect(after.titles.en).toBe(row.titles.en);
  });

  it('a menu cannot be moved below itself', async () => {
    const api = await as('admin');
    const parent = await api('POST', MENU_API.base, menu({ menuType: 'M' }));
    const child = await api('POST', MENU_API.base, menu({ menuType: 'M', parentId: parent.data.id }));
    const row = (await api('GET', MENU_API.one(parent.data.id))).data;
    const res = await api('PUT', MENU_API.base, { ...row, parentId: child.data.id });
    expect(res.status).toBe(400);
    expect(res.data.errors[0].field).toBe('parentId');
  });
});

describe('navigate follows menu changes', () => {
  it('a menu given to a role appears in its users’ navigate; hiding or renaming it shows at the next request', async () => {
    const admin = await as('admin');
    const created = await admin('POST', MENU_API.base, menu({ path: 'ops-page', component: 'ops/index' }));
    await t.database.db.insert(roleMenus).values({ roleId: await maintenanceRoleId(), menuId: created.data.id });
    const ops = await as('ops');
    const find = (tree: any[]): any => tree.flatMap((n) => [n, ...(n.children ?? [])]).find((n) => n.name === `TestMenu${seq}`);
    const before = find((await ops('GET', '/api/api/v5/navigate')).data);
    expect(before).toMatchObject({ hidden: false, meta: { title: `en m${seq}` } });

    const row = (await admin('GET', MENU_API.one(created.data.id))).data;
    await admin('PUT', MENU_API.base, { ...row, status: 0, titles: { ...row.titles, en: 'Renamed' } });
    const after = find((await ops('GET', '/api/api/v5/navigate')).data);
    expect(after).toMatchObject({ hidden: true, meta: { title: 'Renamed' } });
  });

  it('B-side mini-program menus are never back-office routes', async () => {
    const admin = await as('admin');
    const nav = JSON.stringify((await admin('GET', '/api/api/v5/navigate')).data);
    expect(nav).not.toContain('AppletOrders');
  });
});

describe('menu trees for the role form', () => {
  it('an administrator gets every menu; a client filter splits PC and B-side', async () => {
    const admin = await as('admin');
    const pc = await admin('GET', `${MENU_API.treeselect}?client=pc`);
    const applet = await admin('GET', `${MENU_API.treeselect}?client=applet`);
    expect(JSON.stringify(pc.data)).not.toContain('"client":"applet"');
    expect(applet.data[0].children.length).toBeGreaterThanOrEqual(8);
  });

  it('a non-administrator sees only the menus it holds itself', async () => {
    const roleId = await maintenanceRoleId();
    const admin = await as('admin');
    const created = await admin('POST', MENU_API.base, menu());
    const other = await admin('POST', MENU_API.base, menu());
    await t.database.db.insert(roleMenus).values({ roleId, menuId: created.data.id });
    const perm = await admin('POST', MENU_API.base, {
      parentId: 0,
      name: `Grant${++seq}`,
      titles: titles('g'),
      menuType: 'F',
      perms: ROLE_PERMS_LIST,
    });
    await t.database.db.insert(roleMenus).values({ roleId, menuId: perm.data.id });
    const ops = await as('ops');
    const tree = JSON.stringify((await ops('GET', MENU_API.treeselect)).data);
    expect(tree).toContain(`"id":${created.data.id},`);
    expect(tree).not.toContain(`"id":${other.data.id},`);
    const checked = await ops('GET', MENU_API.roleMenuTreeselect(roleId));
    expect(checked.status).toBe(403); // needs system:role:query
  });
});
