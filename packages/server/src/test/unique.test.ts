// Runs on both engines: races on unique constraints (connections really overlap on PostgreSQL)
import fs from 'node:fs';
import path from 'node:path';
import {
  CONFIG_API,
  CUSTOMER_API,
  DEPT_API,
  DEVICE_API,
  DEVICE_GOODS_API,
  DEVICE_MODEL_API,
  POINT_API,
  PRODUCT_API,
  ROLE_API,
  TEMPLATE_API,
  Status,
  USER_API,
  message,
  messageTexts,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../modules/index.js';
import { MIGRATIONS_DIR } from '../platform/db/database.js';
import { NOT_USER_INPUT, UniqueRegistry, conflictingValue, uniqueRegistry, violatedUniqueConstraint } from '../platform/db/unique.js';
import { themes } from '../modules/themes/schema.js';
import { orgIdByCode, roleIdByKey } from './fixtures.js';
import { type TestApp, createTestApp } from './harness.js';

/*
 * Concurrent creates of the same unique value: the database lets one through and the others get
 * the field error of the service's own check, in the caller's language. On PostgreSQL the requests
 * run on several connections at once; PGlite has one connection, yet requests still interleave
 * between their check and their insert.
 */

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  // No per-test transaction: the requests of a race must reach the database on their own connections.
  t = await createTestApp();
  tokens.set('admin', await t.login('admin', 'admin123'));
  tokens.set('ops', await t.login('ops', 'ops12345'));
}, 60_000);
afterAll(async () => t?.close());

interface Answer {
  httpStatus: number;
  body: { status: number; result: unknown; data?: unknown };
}

const LANG = 'es';

type Payload = Record<string, unknown>;

/** POSTs as the signed-in account `as`. */
async function send(as: string, url: string, payload: Payload): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url, headers: { token: tokens.get(as)!, lang: LANG }, payload });
  return { httpStatus: res.statusCode, body: res.json() };
}

/**
 * Sends `n` requests at once (their bodies differ only outside the unique value, so the
 * repeat-submit guard lets them all in), then one more after the race, which the service's check
 * refuses: exactly one request wins and every loser's answer equals that late one's.
 */
async function race(
  as: string,
  n: number,
  url: string,
  payload: (i: number) => Payload,
): Promise<{ won: Answer; lost: Answer[]; late: Answer }> {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => send(as, url, payload(i))));
  for (const a of answers) expect(a.httpStatus, JSON.stringify(a.body)).toBe(200);
  const won = answers.filter((a) => a.body.status === Status.SUCCESS);
  const lost = answers.filter((a) => a.body.status !== Status.SUCCESS);
  expect(won, JSON.stringify(lost[0]?.body)).toHaveLength(1);
  const late = await send(as, url, payload(n));
  expect(late.body.status).toBe(Status.BAD_REQUEST);
  for (const a of lost) expect(a.body).toEqual(late.body);
  return { won: won[0]!, lost, late };
}

/** The rows of a raw query, whichever driver answered it. */
function rows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function count(query: SQL): Promise<number> {
  return rows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from (${query}) as found`))[0]!.n;
}

function expectFieldError(answer: Answer, field: string, text: string): void {
  expect(answer.body.result).toBe(text);
  expect(answer.body.data).toEqual({ errors: [{ field, message: text }] });
}

describe('uniqueness under races: one wins, the others get the field error of the check', () => {
  it('50 roles with the same name', async () => {
    const { late } = await race('admin', 50, ROLE_API.base, (i) => ({ roleName: 'Race role', roleKey: `race_role_${i}`, roleSort: i + 1 }));
    expectFieldError(late, 'roleName', message('roleNameTaken', LANG, { name: 'Race role' }));
    expect(await count(sql`select 1 from sys_role where name = 'Race role'`)).toBe(1);
  });

  it('20 roles with the same permission key', async () => {
    const { late } = await race('admin', 20, ROLE_API.base, (i) => ({ roleName: `Race key ${i}`, roleKey: 'race_key', roleSort: 1 }));
    expectFieldError(late, 'roleKey', message('roleKeyTaken', LANG, { key: 'race_key' }));
  });

  it('20 departments with the same name under one parent', async () => {
    const { late } = await race('admin', 20, DEPT_API.base, (i) => ({ parentId: 2, deptName: 'Race dept', leader: `Leader ${i}` }));
    expectFieldError(late, 'deptName', message('orgNameTaken', LANG, { name: 'Race dept' }));
    expect(await count(sql`select 1 from sys_org where parent_id = 2 and lower(name) = 'race dept'`)).toBe(1);
  });

  it('20 departments with the same code', async () => {
    const { late } = await race('admin', 20, DEPT_API.base, (i) => ({
      parentId: 2,
      deptName: `Coded ${i}`,
      orgCode: 'RACE-CODE',
      leader: 'Ann',
    }));
    expectFieldError(late, 'orgCode', message('orgCodeTaken', LANG, { code: 'RACE-CODE' }));
  });

  it('10 customers with the same name (another case) under the platform', async () => {
    const { late } = await race('admin', 10, CUSTOMER_API.save, (i) => ({
      customerName: 'RACE CUSTOMER',
      cooperationMode: 2,
      remark: `remark ${i}`,
    }));
    expectFieldError(late, 'customerName', message('orgNameTaken', LANG, { name: 'RACE CUSTOMER' }));
    expect(await count(sql`select 1 from sys_org where lower(name) = 'race customer'`)).toBe(1);
  });

  it('10 accounts with the same username', async () => {
    const orgId = await orgIdByCode(t.database.db, 'DEMO-OPS');
    const roleId = await roleIdByKey(t.database.db, 'maintenance');
    const { late } = await race('admin', 10, USER_API.base, (i) => ({
      username: 'racer',
      employeeName: `Racer ${i}`,
      orgId,
      roleIds: [roleId],
      password: 'secret1',
      confirmPassword: 'secret1',
    }));
    expectFieldError(late, 'username', message('userNameTaken', LANG, { username: 'racer' }));
  });

  it('10 dictionary types with the same type', async () => {
    const { late } = await race('admin', 10, '/admin/system/dict/type', (i) => ({
      dictName: `Race ${i}`,
      dictType: 'race_type',
      remark: 'Race',
    }));
    expectFieldError(late, 'dictType', message('dictTypeExists', LANG, { dictType: 'race_type' }));
  });

  it('10 parameters with the same key', async () => {
    const { late } = await race('admin', 10, CONFIG_API.base, (i) => ({
      configName: `Race ${i}`,
      configKey: 'race.key',
      configValue: 'on',
    }));
    expectFieldError(late, 'configKey', message('configKeyExists', LANG, { configKey: 'race.key' }));
  });

  it('10 partitions with the same name in one customer', async () => {
    const { late } = await race('ops', 10, POINT_API.zoneSave, (i) => ({ zoneName: 'Race zone', remark: `remark ${i}` }));
    expectFieldError(late, 'zoneName', message('zoneNameExists', LANG, { zoneName: 'Race zone' }));
  });

  it('10 points with the same code and 10 routes with the same name in one customer', async () => {
    const points = await race('ops', 10, POINT_API.siteSave, (i) => ({ siteName: `Point ${i}`, siteCode: 'RACE-P1' }));
    expectFieldError(points.late, 'siteCode', message('siteCodeExists', LANG, { siteCode: 'RACE-P1' }));
    const routes = await race('ops', 10, POINT_API.routeSave, (i) => ({ routeName: 'Race route', remark: `remark ${i}` }));
    expectFieldError(routes.late, 'routeName', message('routeNameExists', LANG, { routeName: 'Race route' }));
  });

  it('10 devices with the same code, and codes that differ only in case', async () => {
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const { late } = await race('admin', 10, DEVICE_API.save, (i) => ({ deviceCode: 'RACEDEV1', orgId: demo, name: `Machine ${i}` }));
    expectFieldError(late, 'deviceCode', message('deviceCodeExists', LANG, { value: 'RACEDEV1' }));
    const cased = await Promise.all(
      ['racedev2', 'RACEDEV2', 'RaceDev2', 'raceDEV2'].map((deviceCode) => send('admin', DEVICE_API.save, { deviceCode, orgId: demo })),
    );
    expect(cased.filter((a) => a.body.status === Status.SUCCESS)).toHaveLength(1);
    for (const a of cased.filter((x) => x.body.status !== Status.SUCCESS)) {
      expect(a.body.data).toMatchObject({ errors: [{ field: 'deviceCode' }] });
    }
    expect(await count(sql`select 1 from dev_device where lower(device_code) = 'racedev2'`)).toBe(1);
  });

  it('10 device models with the same code', async () => {
    const names = texts('deviceModels:kind.coffee');
    const { late } = await race('admin', 10, DEVICE_MODEL_API.save, (i) => ({
      modelCode: 'RACE-1',
      names,
      modelKind: 'coffee',
      cupCapacity: 100 + i,
      containers: [],
    }));
    expectFieldError(late, 'modelCode', message('modelCodeExists', LANG, { modelCode: 'RACE-1' }));
  });

  it('10 products with the same code and 10 product classifications with the same code in one customer', async () => {
    const [model] = rows<{ id: number }>(await t.database.db.execute(sql`select id from dev_model where code = 'CM-200'`));
    const { late } = await race('ops', 10, PRODUCT_API.save, (i) => ({
      productCode: 'RACE-LATTE',
      productName: `Race latte ${i}`,
      productType: 'fresh',
      sellingPrice: 10 + i,
      modelIds: [model!.id],
      recipe: { steps: [{ pourOrder: 1, materialCode: 'BEAN-ARABICA', water: 100, amount: 9 }], cupSizes: [{ size: 'M' }] },
    }));
    expectFieldError(late, 'productCode', message('productCodeExists', LANG, { productCode: 'RACE-LATTE' }));
    expect(await count(sql`select 1 from goods_product where code = 'RACE-LATTE'`)).toBe(1);
    const classes = await race('ops', 10, PRODUCT_API.classSave, (i) => ({
      productClassCode: 'RACE-CLASS',
      productClassName: `Race class ${i}`,
    }));
    expectFieldError(classes.late, 'productClassCode', message('productClassCodeExists', LANG, { productClassCode: 'RACE-CLASS' }));
  });

  it('10 themes with the same name in one customer', async () => {
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const { late } = await race('admin', 10, '/api/Theme/save', (i) => ({
      themeName: 'Race theme',
      themeColor: '#1890ff',
      orgId: demo,
      sort: i,
    }));
    expectFieldError(late, 'themeName', message('themeNameExists', LANG, { themeName: 'Race theme' }));
  });

  it('20 themes made the default at once: all saved, the last one the only default', async () => {
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send('admin', '/api/Theme/save', { themeName: `Default ${i}`, themeColor: '#1890ff', orgId: demo, isDefault: true }),
      ),
    );
    for (const a of answers) expect(a.body.status, JSON.stringify(a.body)).toBe(Status.SUCCESS);
    const defaults = await t.database.db
      .select({ id: themes.id })
      .from(themes)
      .where(and(eq(themes.orgId, demo), eq(themes.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });

  it('10 saves into the same slot of one machine', async () => {
    const [machine] = rows<{ id: number }>(await t.database.db.execute(sql`select id from dev_device where device_code = 'VR10003'`));
    const [tea] = rows<{ id: number }>(
      await t.database.db.execute(
        sql`select p.id from goods_product p join sys_org o on o.id = p.org_id where p.code = 'T-JASMINE' and o.code = 'DEMO'`,
      ),
    );
    const { late } = await race('ops', 10, DEVICE_GOODS_API.saveItem, (i) => ({
      deviceId: machine!.id,
      slotNo: 50,
      productId: tea!.id,
      price: 10 + i,
    }));
    expectFieldError(late, 'slotNo', message('deviceGoodsSlotExists', LANG, { slotNo: 50 }));
    expect(await count(sql`select 1 from dev_goods where device_id = ${machine!.id} and slot_no = 50`)).toBe(1);
  });

  it('10 product templates with the same name', async () => {
    const [model] = rows<{ id: number }>(await t.database.db.execute(sql`select id from dev_model where code = 'CM-200'`));
    const { late } = await race('ops', 10, TEMPLATE_API.save, (i) => ({
      templateName: 'Race template',
      modelId: model!.id,
      capacity: 10 + i,
    }));
    expectFieldError(late, 'templateName', message('templateNameExists', LANG, { templateName: 'Race template' }));
  });
});

describe('every unique constraint is declared', () => {
  it('each unique index of the database has a field error or is marked not user input, and nothing else is declared', async () => {
    const found = await t.database.db
      .execute<{ name: string; table: string }>(
        sql`select i.relname as name, t.relname as "table"
              from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
              join pg_namespace n on n.oid = t.relnamespace
             where x.indisunique and not x.indisprimary and n.nspname = 'public'`,
      )
      .then((r) => rows<{ name: string; table: string }>(r));
    expect(found.length).toBeGreaterThan(10);
    const declared = uniqueRegistry(AREAS).names();
    const missing = found.filter((f) => !declared.has(f.name)).map((f) => `${f.table}.${f.name}`);
    expect(missing, 'declare these in the owning area’s uniques').toEqual([]);
    const stale = [...declared].filter((name) => !found.some((f) => f.name === name));
    expect(stale, 'declared but not in the database').toEqual([]);
    console.log(`unique figures: ${found.length} unique constraints`);
  });
});

describe('the declared rules', () => {
  it('name the parameters their messages use', () => {
    for (const [constraint, rule] of uniqueRegistry(AREAS).declaredRules()) {
      const placeholders = [...messageTexts(rule.key).en.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      expect(placeholders, constraint).toEqual(rule.param ? [rule.param] : []);
    }
  });
});

describe('the mapping', () => {
  const registry = new UniqueRegistry([
    { sys_org_parent_name_uq: { field: 'deptName', key: 'orgNameTaken', param: 'name' }, internal_uq: NOT_USER_INPUT },
    { sys_org_parent_name_uq: { field: 'customerName', key: 'orgNameTaken', param: 'name' } },
  ]);
  const violation = (constraint: string, detail = '') =>
    new Error('query failed', { cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint, detail }) });

  it('finds the violated constraint through the errors the driver and drizzle wrap it in', () => {
    expect(violatedUniqueConstraint(violation('x_uq'))).toBe('x_uq');
    expect(violatedUniqueConstraint(Object.assign(new Error('fk'), { code: '23503' }))).toBeNull();
    expect(violatedUniqueConstraint(new Error('plain'))).toBeNull();
  });

  it('reads the conflicting value from PostgreSQL’s detail when the body does not carry it', () => {
    expect(conflictingValue('Key (username)=(racer) already exists.')).toBe('racer');
    expect(conflictingValue('Key (username)=(a, b) already exists.')).toBe('a, b');
    expect(conflictingValue('Key (org_id, name)=(5, Race zone) already exists.')).toBe('Race zone');
    expect(conflictingValue('Key (parent_id, lower((name)::text))=(2, race dept) already exists.')).toBe('race dept');
    // A comma inside a value of several columns cannot be told from the separator.
    expect(conflictingValue('Key (org_id, name)=(5, North, East) already exists.')).toBe('');
    expect(conflictingValue('something else')).toBe('');
  });

  it('picks the field the request carries, and leaves undeclared and internal constraints to the server error', () => {
    const customer = registry.fieldError(violation('sys_org_parent_name_uq'), { customerName: 'Acme' });
    expect(customer).toMatchObject({ field: 'customerName', key: 'orgNameTaken', params: { name: 'Acme' } });
    const dept = registry.fieldError(violation('sys_org_parent_name_uq'), { deptName: 'Ops' });
    expect(dept).toMatchObject({ field: 'deptName', params: { name: 'Ops' } });
    const imported = registry.fieldError(
      violation('sys_org_parent_name_uq', 'Key (parent_id, lower((name)::text))=(2, north, east) already exists.'),
      undefined,
    );
    expect(imported).toMatchObject({ field: 'deptName', params: { name: '' } });
    expect(registry.fieldError(violation('internal_uq'), {})).toBeNull();
    expect(registry.fieldError(violation('unknown_uq'), {})).toBeNull();
  });
});

describe('migration 0009 on a database holding duplicates', () => {
  it('renames the later duplicates and builds the indexes', async () => {
    const db = t.database.db;
    const file = fs.readFileSync(path.join(MIGRATIONS_DIR, '0009_unique_constraints.sql'), 'utf8');
    const statements = file
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    await db.execute(sql.raw('drop index sys_org_parent_name_uq, sys_org_code_uq, sys_role_name_uq, dev_device_code_ci_uq'));
    await db.execute(sql.raw(`insert into sys_role (name, role_key, sort) values ('Twin', 'twin_a', 1), ('Twin', 'twin_b', 1)`));
    await db.execute(
      sql.raw(`insert into sys_org (parent_id, path, name, code, kind) values
        (2, '/', 'Twin dept', 'TWIN', 'department'), (2, '/', 'TWIN DEPT', 'twin', 'department')`),
    );
    const demo = await orgIdByCode(db, 'DEMO');
    await db.execute(
      sql.raw(`insert into dev_device (org_id, device_code, secret_hash) values (${demo}, 'twin1', 'x'), (${demo}, 'TWIN1', 'x')`),
    );
    for (const statement of statements) await db.execute(sql.raw(statement));
    const codes = rows<{ id: number; device_code: string }>(
      await db.execute(sql.raw(`select id, device_code from dev_device where lower(device_code) like 'twin1%' order by id`)),
    );
    expect(codes.map((r) => r.device_code)).toEqual(['twin1', `TWIN1DUP${codes[1]!.id}`]);
    const roleNames = rows<{ name: string; id: number }>(
      await db.execute(sql.raw(`select id, name from sys_role where role_key like 'twin_%' order by id`)),
    );
    expect(roleNames.map((r) => r.name)).toEqual(['Twin', `Twin (${roleNames[1]!.id})`]);
    const orgRows = rows<{ id: number; name: string; code: string }>(
      await db.execute(sql.raw(`select id, name, code from sys_org where lower(name) like 'twin dept%' order by id`)),
    );
    expect(orgRows.map((r) => [r.name, r.code])).toEqual([
      ['Twin dept', 'TWIN'],
      [`TWIN DEPT (${orgRows[1]!.id})`, `twin-${orgRows[1]!.id}`],
    ]);
    const indexes = rows<{ indexname: string }>(
      await db.execute(
        sql.raw(
          `select indexname from pg_indexes where indexname in ('sys_org_parent_name_uq', 'sys_org_code_uq', 'sys_role_name_uq', 'dev_device_code_ci_uq')`,
        ),
      ),
    );
    expect(indexes).toHaveLength(4);
  });
});
