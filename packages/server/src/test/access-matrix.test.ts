import { PUBLIC, SESSION, Status } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles, userRoles, users } from '../platform/identity/schema.js';
import { hashPassword } from '../platform/auth/password.js';
import { AREAS } from '../modules/index.js';
import { menuCatalog } from '../platform/area.js';
import { type LaterCheck, type Method, type RouteCall, type RouteKey, type ScopeContext, areaAccessCases } from './access-matrix.js';
import { orgIdByCode } from './fixtures.js';
import { useTestApp } from './harness.js';

const t = useTestApp();
const ACCESS_MODULES = await areaAccessCases(AREAS);
const NOBODY = { username: 'nobody', password: 'nobody123' };
/** A Demo Coffee Co. account holding the administrator role: every permission, but a customer's account. */
const CUSTOMER_ALL = { username: 'customer_all', password: 'customer123' };
/** Sessions made before the tests, outside their rolled-back transactions. */
let nobodyToken: string;
let opsToken: string;

/**
 * What every customer shares: platform settings, parameters, dictionaries, menus, scheduled jobs
 * and their log, the in-process caches. Only a platform account may change them.
 */
const PLATFORM_WIDE_CHANGES = [
  'PUT /api/platform/settings',
  'POST /admin/system/config',
  'PUT /admin/system/config',
  'DELETE /admin/system/config/:ids',
  'DELETE /admin/system/config/refreshCache',
  'POST /admin/system/dict/type',
  'PUT /admin/system/dict/type',
  'DELETE /admin/system/dict/type/:ids',
  'DELETE /admin/system/dict/type/refreshCache',
  'POST /admin/system/dict/data',
  'PUT /admin/system/dict/data',
  'DELETE /admin/system/dict/data/:ids',
  'POST /admin/system/dict/data/importData',
  'POST /admin/system/menu',
  'PUT /admin/system/menu',
  'DELETE /admin/system/menu/:id',
  'POST /admin/monitor/job',
  'PUT /admin/monitor/job',
  'DELETE /admin/monitor/job/:ids',
  'PUT /admin/monitor/job/changeStatus',
  'PUT /admin/monitor/job/run',
  'DELETE /admin/monitor/jobLog/clean',
  'DELETE /admin/monitor/jobLog/:ids',
  'DELETE /admin/monitor/cache/clearCacheName/:name',
  'DELETE /admin/monitor/cache/clearCacheAll',
];

async function call(route: RouteCall, token?: string) {
  const headers: Record<string, string> = token ? { token } : {};
  if (route.form && route.payload) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams(Object.entries(route.payload).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return t.app.inject({ method: route.method, url: route.url, headers, payload: form });
  }
  return t.app.inject({ method: route.method, url: route.url, headers, ...(route.payload ? { payload: route.payload } : {}) });
}

/** Permissions no route declares, and where each is checked instead. */
const CHECKED_ELSEWHERE: RegExp[] = [
  // The mini-program's entries: what the mobile client shows, no back-office route.
  /^applet:/,
  // An export kind's permission: checked by the export centre when a task of that kind is asked for.
  /:export$/,
  // Everyone's exports within the data scope: checked by the export centre's list.
  /^report:export:all$/,
  // Screens whose list every session reads (its own exports, the header's web page links, the
  // platform's name and logo on the sign-in page): the entry only shows the screen.
  /^report:export:list$/,
  /^system:webpage:list$/,
  /^system:platform:query$/,
];

const orgIdOf = (code: string) => orgIdByCode(t.database.db, code);

/** Gives the ops user's role these permissions, through button menus as an administrator would. */
async function grantOps(permissions: string[]): Promise<void> {
  const db = t.database.db;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'maintenance'));
  for (const perm of permissions) {
    const [menu] = await db
      .insert(menus)
      .values({ name: `test-grant-${perm}`, titles: { en: perm }, menuType: 'F', perms: perm })
      .returning({ id: menus.id });
    await db.insert(roleMenus).values({ roleId: role!.id, menuId: menu!.id });
  }
}

beforeAll(async () => {
  const [admin] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'admin'));
  const [customerAll] = await t.database.db
    .insert(users)
    .values({
      username: CUSTOMER_ALL.username,
      employeeName: 'Customer With Everything',
      orgId: await orgIdOf('DEMO'),
      passwordHash: await hashPassword(CUSTOMER_ALL.password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (customerAll) await t.database.db.insert(userRoles).values({ userId: customerAll.id, roleId: admin!.id });
  // A Demo Coffee Co. account with no role at all: every permission-guarded route is 403 for it.
  const [exists] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, NOBODY.username));
  if (!exists) {
    await t.database.db.insert(users).values({
      username: NOBODY.username,
      employeeName: 'No Permissions',
      orgId: await orgIdOf('DEMO'),
      passwordHash: await hashPassword(NOBODY.password),
    });
  }
  // Signed in once: a refused call changes nothing, and each sign-in costs a deliberately slow hash.
  nobodyToken = await t.login(NOBODY.username, NOBODY.password);
  opsToken = await t.login('ops', 'ops12345');
});

/** A registered route's URL with every path parameter `1`: the guard refuses before parameters are validated. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

const needsPermission = (access: unknown): access is string => typeof access === 'string' && access !== PUBLIC && access !== SESSION;

/** The areas' calls of routes that check their permission once the input is valid. */
const laterChecks = ACCESS_MODULES.flatMap((m) =>
  Object.entries(m.checkedLater ?? {}).flatMap(([key, checks]) => {
    const [method, url] = key.split(' ') as [Method, string];
    return (checks as LaterCheck[]).map(({ permission, query, payload, form }) => ({
      key: key as RouteKey,
      method,
      url: query ? `${url}?${query}` : url,
      permission,
      ...(payload ? { payload } : {}),
      ...(form ? { form } : {}),
      label: `${m.module}: ${key}${query ? `?${query}` : ''} (${permission})`,
    }));
  }),
);
const scopeCases = ACCESS_MODULES.flatMap((m) => m.scope.map((s) => ({ ...s, label: `${m.module}: ${s.name}` })));

/** Every call the matrix makes: each registered route that declares a permission, then the later checks. */
function matrixCalls() {
  const declared = t.app.registeredRoutes.flatMap((r) =>
    needsPermission(r.config.access)
      ? [{ method: r.method as Method, url: concrete(r.url), permission: r.config.access, label: `${r.method} ${r.url}` }]
      : [],
  );
  return [...declared, ...laterChecks];
}

/** The calls whose answer is not `expected`, each with what it answered. */
async function refusedOtherwise(expected: { http: number; status: number }, token?: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of matrixCalls()) {
    const res = await call(route, token);
    const status = String(res.headers['content-type']).includes('json') ? (res.json() as { status?: unknown }).status : undefined;
    if (res.statusCode !== expected.http || status !== expected.status)
      wrong.push(`${route.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return wrong;
}

describe('every route declares its permission (from the registered routes, and the checks after validation)', () => {
  it('no session → 401', async () => {
    expect(await refusedOtherwise({ http: 401, status: Status.UNAUTHORIZED })).toEqual([]);
  });

  it('a session without the permission → 403', async () => {
    expect(await refusedOtherwise({ http: 403, status: Status.FORBIDDEN }, nobodyToken)).toEqual([]);
  });

  it('every permission a route needs is one the menu catalogue grants', () => {
    const granted = new Set(menuCatalog(AREAS).flatMap((menu) => (menu.perms ? [menu.perms] : [])));
    const unknown = matrixCalls()
      .filter((route) => !granted.has(route.permission))
      .map((route) => route.label);
    expect(unknown, 'a permission no menu entry grants: mistyped, or its button is missing').toEqual([]);
  });

  it('every permission a menu entry grants is needed by some route, or says where it is checked', () => {
    const needed = new Set(matrixCalls().map((route) => route.permission));
    const granted = [...new Set(menuCatalog(AREAS).flatMap((menu) => (menu.perms ? [menu.perms] : [])))];
    const unneeded = granted.filter((perm) => !needed.has(perm) && !CHECKED_ELSEWHERE.some((pattern) => pattern.test(perm)));
    expect(unneeded.sort(), 'a route lost its permission, or a button grants nothing').toEqual([]);
  });

  it('the checks after validation name session routes, and every save has them', () => {
    const registered = new Map(t.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.config]));
    const notSession = [...new Set(laterChecks.map((c) => c.key))].filter((key) => registered.get(key)?.access !== SESSION);
    expect(notSession, 'not a registered session route: a permission route is checked from its registration').toEqual([]);
    const saves = [...registered].filter(([, config]) => config.audit && config.audit.saveIdField).map(([key]) => key);
    const unchecked = saves.filter((key) => !laterChecks.some((c) => c.key === key));
    expect(unchecked, "a save without its create and update calls: add them to the area's checkedLater").toEqual([]);
  });
});

describe('data scope: ops (Demo Coffee Co.) never sees or touches Harbor Drinks Ltd.', () => {
  if (scopeCases.length === 0) it.todo('no module has registered scope cases yet');

  it.each(scopeCases)('$label', async (scopeCase) => {
    const ctx: ScopeContext = {
      db: t.database.db,
      orgs: {
        platform: await orgIdOf('PLATFORM'),
        demo: await orgIdOf('DEMO'),
        harbor: await orgIdOf('HARBOR'),
        harborStore: await orgIdOf('HARBOR-P3'),
      },
    };
    await grantOps(scopeCase.permissions);
    const id = await scopeCase.foreignRow(ctx);
    const token = opsToken;

    if (scopeCase.list) {
      const res = await call(scopeCase.list.call, token);
      expect(res.json().status, res.body).toBe(Status.SUCCESS);
      expect(scopeCase.list.ids(res.json().data).map(String)).not.toContain(String(id));
    }
    for (const make of [scopeCase.detail, scopeCase.update, scopeCase.remove]) {
      if (!make) continue;
      const route = make(id);
      const res = await call(route, token);
      expect([Status.FORBIDDEN, Status.NOT_FOUND], `${route.method} ${route.url}: ${res.body}`).toContain(res.json().status);
    }
    if (scopeCase.unchanged) expect(await scopeCase.unchanged(ctx, id)).toBe(true);
  });
});

describe('platform-wide resources: a customer account holding every permission may not change them', () => {
  const marked = () => t.app.registeredRoutes.filter((r) => r.config.platformOnly).map((r) => `${r.method} ${r.url}`);

  it('every platform-wide change is marked platform-only', () => {
    expect(marked()).toEqual(expect.arrayContaining(PLATFORM_WIDE_CHANGES));
  });

  it('each platform-only route answers 403 to the customer account, in its language', async () => {
    const token = await t.login(CUSTOMER_ALL.username, CUSTOMER_ALL.password);
    const routes = t.app.registeredRoutes.filter((r) => r.config.platformOnly);
    expect(routes.length).toBeGreaterThanOrEqual(PLATFORM_WIDE_CHANGES.length);
    for (const route of routes) {
      const url = concrete(route.url);
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: { token, lang: 'en' }, payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(403);
      expect(res.json().result).toMatch(/^Only a platform account/);
    }
  });

  it('the same account is a customer account with every permission (so only the platform rule refuses it)', async () => {
    const token = await t.login(CUSTOMER_ALL.username, CUSTOMER_ALL.password);
    const res = await t.app.inject({ method: 'GET', url: '/admin/system/config/list', headers: { token } });
    expect(res.json().status, res.body).toBe(Status.SUCCESS);
  });
});

describe('what the access matrix covers', () => {
  /** A registered route's path as a pattern the matrix's concrete URLs match. */
  const pathPattern = (url: string) => new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`);

  it('calls every route that declares one permission', () => {
    const routes = matrixCalls();
    const needPermission = t.app.registeredRoutes.filter((r) => needsPermission(r.config.access));
    const covered = needPermission.filter((r) =>
      routes.some((c) => c.method === r.method && pathPattern(r.url).test(c.url.split('?')[0]!)),
    );
    const uncovered = needPermission.filter((r) => !covered.includes(r)).map((r) => `${r.method} ${r.url}`);
    expect(uncovered, 'a permission route the matrix does not call').toEqual([]);
    const platformOnly = t.app.registeredRoutes.filter((r) => r.config.platformOnly).length;
    const measured = [routes.length, covered.length, needPermission.length, scopeCases.length, platformOnly];
    console.log(`access-matrix figures: ${measured.join(', ')} (routes, covered, needing one permission, data-scope cases, platform-only)`);
  });
});
