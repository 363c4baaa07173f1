import {
  API,
  DATA_SCOPES,
  DEVICE_API,
  DEVICE_PERMS,
  FRANCHISEE_API,
  FRANCHISEE_PERMS,
  REPAIR_API,
  REPAIR_PERMS,
  Status,
  UPLOAD_API,
  USER_API,
} from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../../platform/identity/schema.js';
import { type ApiCall, apiAs, insertAccount, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { BMP, MB, PNG, pngOfSize } from '../../test/uploads.js';
import { customers } from '../customers/index.js';
import { applicationOf, publicPost, uploadDocument } from '../../test/franchise-applications.js';
import { franchiseTunables } from './routes.js';

/*
 * Franchise applications through the API: sent from the public page (no sign-in, documents
 * checked by the upload rules), read and resubmitted by their token only, reviewed by the
 * platform (a pass makes the customer and its first account), seen by a customer's accounts only
 * when it is their own.
 */

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;

let calls = 0;
const post = (api: ApiCall, url: string, payload: unknown, lang?: string) => api('POST', `${url}?n=${++calls}`, payload, lang);

/** Applies from the public page; answers the token and the application's id. */
async function apply(over = {}) {
  const input = await applicationOf(t.app, over);
  const answer = await publicPost(t.app, FRANCHISEE_API.apply, input);
  expect(answer.status, JSON.stringify(answer)).toBe(Status.SUCCESS);
  const listed = await admin('GET', `${FRANCHISEE_API.list}?keyword=${encodeURIComponent(input.companyName)}`);
  return { input, token: answer.data.token as string, id: listed.data[0].id as number };
}

const fieldsOf = (answer: { data: unknown }) => (answer.data as { errors: Array<{ field: string }> }).errors.map((e) => e.field).sort();

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  franchiseTunables.appliesPerHour = 1000;
  franchiseTunables.uploadsPerHour = 1000;
});
afterAll(() => {
  franchiseTunables.appliesPerHour = 10;
  franchiseTunables.uploadsPerHour = 40;
});

describe('applying on the public page', () => {
  it('needs no sign-in, answers a token that reads only the applicant’s own application', async () => {
    const mine = await apply();
    const other = await apply();
    const status = await publicPost(t.app, FRANCHISEE_API.status, { token: mine.token });
    expect(status.status).toBe(Status.SUCCESS);
    expect(status.data).toMatchObject({ state: 'pending', resubmits: 0, application: { companyName: mine.input.companyName } });
    expect(JSON.stringify(status.data)).not.toContain('password');
    expect(JSON.stringify(status.data)).not.toContain(other.input.companyName);
    const unknown = await publicPost(t.app, FRANCHISEE_API.status, { token: 'x'.repeat(32) });
    expect(unknown.status).toBe(Status.BAD_REQUEST);
    expect(fieldsOf(unknown)).toEqual(['token']);
  });

  it('offers nothing else without a session: the list, the detail and the review answer 401', async () => {
    for (const [method, url] of [
      ['GET', FRANCHISEE_API.list],
      ['GET', `${FRANCHISEE_API.detail}?id=1`],
      ['POST', FRANCHISEE_API.review],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { id: 1, pass: true } } : {}) });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses a bad application with every field’s error at once, in the applicant’s language', async () => {
    const empty = await publicPost(t.app, FRANCHISEE_API.apply, { plannedPoints: 0, documents: [] }, { lang: 'zh' });
    expect(empty.status).toBe(Status.BAD_REQUEST);
    expect(fieldsOf(empty)).toEqual(
      [
        'companyName',
        'contactEmail',
        'contactName',
        'contactPhone',
        'documents',
        'password',
        'plannedMachines',
        'plannedPoints',
        'region',
        'username',
      ].sort(),
    );
    expect(JSON.stringify(empty.data)).toMatch(/[\u4e00-\u9fff]/);
    const bad = await publicPost(t.app, FRANCHISEE_API.apply, {
      ...(await applicationOf(t.app)),
      contactEmail: 'nope',
      contactPhone: 'abc',
    });
    expect(fieldsOf(bad)).toEqual(['contactEmail', 'contactPhone']);
  });

  it('takes documents by the upload rules: images by content, 5 MB, at most 6, only its own upload', async () => {
    expect((await uploadDocument(t.app, { file: BMP, filename: 'licence.png' })).result).toMatch(/JPG\/PNG\/GIF/);
    expect((await uploadDocument(t.app, { file: Buffer.from('%PDF-1.4 hello'), filename: 'x.png' })).status).toBe(Status.BAD_REQUEST);
    const big = await uploadDocument(t.app, { file: pngOfSize(5 * MB + 1) });
    expect(big.status).toBe(Status.BAD_REQUEST);
    expect(big.result).toMatch(/5 MB/);
    expect((await uploadDocument(t.app, { file: pngOfSize(5 * MB) })).status).toBe(Status.SUCCESS);
    // The public upload takes the application's documents only.
    const other = await uploadDocument(t.app, { dataEntity: 'customer', dataField: 'logo' });
    expect(other.status).toBe(Status.BAD_REQUEST);

    const seven = await Promise.all(Array.from({ length: 7 }, () => uploadDocument(t.app)));
    const tooMany = await publicPost(
      t.app,
      FRANCHISEE_API.apply,
      await applicationOf(t.app, { documents: seven.map((d: { data: { url: string } }) => d.data.url) }),
    );
    expect(fieldsOf(tooMany)).toEqual(['documents']);
    // A file uploaded for something else is not a document of the application.
    const token = await t.login('admin', 'admin123');
    const { payload, contentType } = (await import('../../test/uploads.js')).multipartForm([
      { name: 'dataEntity', value: 'customer' },
      { name: 'dataField', value: 'logo' },
      { name: 'file', value: PNG, filename: 'logo.png' },
    ]);
    const logo = (
      await t.app.inject({ method: 'POST', url: UPLOAD_API.upload, payload, headers: { token, 'content-type': contentType } })
    ).json() as { data: { url: string } };
    const foreign = await publicPost(t.app, FRANCHISEE_API.apply, await applicationOf(t.app, { documents: [logo.data.url] }));
    expect(fieldsOf(foreign)).toEqual(['documents']);
  });

  it('keeps the documents private: refused without a session, shown to the reviewers', async () => {
    const doc = await uploadDocument(t.app);
    expect((await t.app.inject({ method: 'GET', url: doc.data.url })).statusCode).toBe(401);
    const token = await t.login('admin', 'admin123');
    expect((await t.app.inject({ method: 'GET', url: doc.data.url, headers: { token } })).statusCode).toBe(200);
  });

  it('is limited per address: a flood is refused with 429', async () => {
    const was = franchiseTunables.lookupsPerMinute;
    franchiseTunables.lookupsPerMinute = 2;
    try {
      const ask = () => publicPost(t.app, FRANCHISEE_API.status, { token: 'y'.repeat(32) }, { ip: '203.0.113.77' });
      expect((await ask()).status).toBe(Status.BAD_REQUEST);
      expect((await ask()).status).toBe(Status.BAD_REQUEST);
      expect((await ask()).status).toBe(Status.TOO_MANY_REQUESTS);
      // Another address is not held up.
      expect((await publicPost(t.app, FRANCHISEE_API.status, { token: 'y'.repeat(32) }, { ip: '203.0.113.78' })).status).toBe(
        Status.BAD_REQUEST,
      );
    } finally {
      franchiseTunables.lookupsPerMinute = was;
    }
  });
});

describe('reviewing', () => {
  it('a pass makes exactly one customer (franchisee, online application) and its first account', async () => {
    const { input, id } = await apply();
    const passed = await post(admin, FRANCHISEE_API.review, { id, pass: true });
    expect(passed.status, JSON.stringify(passed)).toBe(Status.SUCCESS);
    expect(passed.data).toMatchObject({ state: 'passed', customerName: input.companyName, notice: 'notConfigured' });
    const made = await db().select().from(customers).where(eq(customers.orgId, passed.data.customerId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ cooperationMode: 1, source: 2, contactEmail: input.contactEmail, defaultLanguage: 'es' });
    const accounts = await db().select().from(users).where(eq(users.username, input.username!));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ orgId: passed.data.customerId, id: passed.data.accountId, email: input.contactEmail });
    // The applicant signs in with the password they chose.
    await expect(t.login(input.username!, 'secret123')).resolves.toBeTruthy();
    const status = await publicPost(t.app, FRANCHISEE_API.status, { token: (await apply()).token });
    expect(status.data.state).toBe('pending');
  });

  it('gives the first account its customer’s starting role: its business screens, nothing of the platform’s', async () => {
    const { input, id } = await apply();
    const passed = await post(admin, FRANCHISEE_API.review, { id, pass: true });
    const customerId = passed.data.customerId as number;
    const held = await db()
      .select({ orgId: roles.orgId, dataScope: roles.dataScope, roleKey: roles.roleKey })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, passed.data.accountId));
    expect(held).toEqual([{ orgId: customerId, dataScope: DATA_SCOPES.DEPT_AND_BELOW, roleKey: `franchisee_${customerId}` }]);

    const franchisee = await apiAs(t, input.username!, 'secret123');
    const menu = await franchisee('GET', API.navigate);
    const names = JSON.stringify(menu.data);
    for (const screen of ['Devices', 'DeviceRepair', 'DeviceInspection', 'DeviceReplenish']) expect(names).toContain(`"${screen}"`);
    expect(names).not.toContain('"System"');
    const buttons = (await franchisee('GET', API.buttonList)).data as string[];
    expect(buttons).toEqual(expect.arrayContaining([DEVICE_PERMS.list, REPAIR_PERMS.list, FRANCHISEE_PERMS.list]));
    expect(buttons).not.toContain(FRANCHISEE_PERMS.review);
    expect(buttons.some((p) => p.startsWith('system:') || p.startsWith('monitor:'))).toBe(false);

    // Its screens answer, empty for a customer without machines yet; the platform's are refused.
    const devices = await franchisee('GET', `${DEVICE_API.list}?limit=10`);
    expect(devices.status).toBe(Status.SUCCESS);
    expect(devices.data).toEqual([]);
    expect((await franchisee('GET', `${REPAIR_API.list}?limit=10`)).status).toBe(Status.SUCCESS);
    expect((await franchisee('GET', `${USER_API.list}?limit=10`)).status).toBe(Status.FORBIDDEN);
    expect((await post(franchisee, FRANCHISEE_API.review, { id, pass: true })).status).toBe(Status.FORBIDDEN);
  });

  it('follows the states: only a pending application is reviewed, a rejection needs a reason', async () => {
    const { id, token, input } = await apply();
    const noReason = await post(admin, FRANCHISEE_API.review, { id, pass: false }, 'en');
    expect(noReason.status).toBe(Status.BAD_REQUEST);
    expect(fieldsOf(noReason)).toEqual(['reason']);

    const rejected = await post(admin, FRANCHISEE_API.review, { id, pass: false, reason: 'Licence unreadable' });
    expect(rejected.data).toMatchObject({ state: 'rejected', rejectReason: 'Licence unreadable', customerId: null });
    const again = await post(admin, FRANCHISEE_API.review, { id, pass: true });
    expect(again.status).toBe(Status.BAD_REQUEST);
    expect(again.result).toBe('This application is not waiting for review.');

    const status = await publicPost(t.app, FRANCHISEE_API.status, { token });
    expect(status.data).toMatchObject({ state: 'rejected', rejectReason: 'Licence unreadable' });

    const doc = await uploadDocument(t.app);
    const resubmitted = await publicPost(t.app, FRANCHISEE_API.resubmit, { ...input, token, documents: [doc.data.url] });
    expect(resubmitted.data).toMatchObject({ state: 'pending', resubmits: 1, rejectReason: null });
    const twice = await publicPost(t.app, FRANCHISEE_API.resubmit, { ...input, token });
    expect(twice.status).toBe(Status.BAD_REQUEST);
    expect(twice.result).toBe('Only a rejected application can be resubmitted.');

    const passed = await post(admin, FRANCHISEE_API.review, { id, pass: true });
    expect(passed.data).toMatchObject({ state: 'passed', resubmits: 1 });
    const late = await publicPost(t.app, FRANCHISEE_API.resubmit, { ...input, token });
    expect(late.status).toBe(Status.BAD_REQUEST);
    expect((await post(admin, FRANCHISEE_API.review, { id, pass: false, reason: 'Too late' })).status).toBe(Status.BAD_REQUEST);
  });

  it('a pass whose account name was taken meanwhile is refused whole: no customer is left behind', async () => {
    const { id, input } = await apply();
    await insertAccount(db(), await orgIdByCode(db(), 'DEMO'), 'maintenance', { username: input.username!, password: 'pass12345' });
    const refused = await post(admin, FRANCHISEE_API.review, { id, pass: true });
    expect(refused.status).toBe(Status.BAD_REQUEST);
    expect(fieldsOf(refused)).toEqual(['username']);
    const detail = await admin('GET', `${FRANCHISEE_API.detail}?id=${id}`);
    expect(detail.data).toMatchObject({ state: 'pending', customerId: null });
    const list = await admin('GET', `/api/Customer/list?customerName=${encodeURIComponent(input.companyName)}`);
    expect(list.data).toEqual([]);
  });
});

describe('the list', () => {
  it('filters by state and keyword, pages and sorts', async () => {
    const a = await apply({ region: 'Kyoto unique region' });
    const b = await apply({ region: 'Kyoto unique region' });
    await post(admin, FRANCHISEE_API.review, { id: b.id, pass: false, reason: 'No' });
    const both = await admin('GET', `${FRANCHISEE_API.list}?keyword=Kyoto%20unique&orderByColumn=id&isAsc=asc`);
    expect(both.data.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(both.total).toBe(2);
    const pending = await admin('GET', `${FRANCHISEE_API.list}?keyword=Kyoto%20unique&state=pending`);
    expect(pending.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const paged = await admin('GET', `${FRANCHISEE_API.list}?keyword=Kyoto%20unique&pageNum=2&pageSize=1&orderByColumn=id&isAsc=asc`);
    expect(paged.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const future = await admin('GET', `${FRANCHISEE_API.list}?keyword=Kyoto%20unique&beginTime=2999-01-01`);
    expect(future.data).toEqual([]);
    expect((await admin('GET', `${FRANCHISEE_API.list}?state=open`)).status).toBe(Status.BAD_REQUEST);
  });

  it('shows a franchisee’s account its own application only', async () => {
    const mine = await apply();
    const theirs = await apply();
    const passed = await post(admin, FRANCHISEE_API.review, { id: mine.id, pass: true });
    await post(admin, FRANCHISEE_API.review, { id: theirs.id, pass: true });
    expect(passed.status).toBe(Status.SUCCESS);
    // The starting role the pass gave lets the account read the list.
    const franchisee = await apiAs(t, mine.input.username!, 'secret123');
    const seen = await franchisee('GET', `${FRANCHISEE_API.list}?limit=1000`);
    expect(seen.data.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect((await franchisee('GET', `${FRANCHISEE_API.detail}?id=${theirs.id}`)).status).toBe(Status.NOT_FOUND);
    expect((await post(franchisee, FRANCHISEE_API.review, { id: mine.id, pass: true })).status).toBe(Status.FORBIDDEN);
  });
});
