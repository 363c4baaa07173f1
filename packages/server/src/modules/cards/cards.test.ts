import { CARD_API } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiAs, orgIdByCode } from '../../test/fixtures.js';
import { body, useTestApp } from '../../test/harness.js';
import { importWorkbook, xlsxOf } from '../../test/excel.js';
import { SEARCH_EXACT_TOTAL } from '../../platform/list/total.js';
import { icCardChanges, icCards } from './schema.js';

/*
 * Member cards through the API: the form-encoded save, top-up and adjustment with their change
 * records, status, the lists with their filters and the customer's scope, and the xlsx import.
 */

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;
let adminToken: string;
let demo: number;
let harbor: number;

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  adminToken = await t.login('admin', 'admin123');
  demo = await orgIdByCode(db(), 'DEMO');
  harbor = await orgIdByCode(db(), 'HARBOR');
});

async function save(fields: Record<string, string | number>, lang = 'en', token = adminToken) {
  const res = await t.app.inject({
    method: 'POST',
    url: CARD_API.save,
    headers: { token, lang, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  });
  return body<{ id: number; balanceCents: number; freeUses: number; currency: string; status: string; icCode: string }>(res);
}

const errorsOf = (answer: { data: unknown }) => (answer.data as { errors: Array<{ field: string; message: string }> }).errors;

describe('member cards', () => {
  it('adds a card form-encoded with its opening balance recorded as a top-up; the number is unique per customer', async () => {
    const added = await save({ icCode: 'API-100', orgId: demo, balance: '12.50', freeUses: 3, merchant: 'Lobby' });
    expect(added.status).toBe(1001);
    expect(added.data).toMatchObject({ icCode: 'API-100', balanceCents: 1250, freeUses: 3, currency: 'CNY', status: 'enabled' });
    const changes = await db().select().from(icCardChanges).where(eq(icCardChanges.cardId, added.data.id));
    expect(changes).toMatchObject([{ kind: 'topUp', amountCents: 1250, balanceBefore: 0, balanceAfter: 1250, freeUsesAfter: 3 }]);

    const again = await save({ icCode: 'API-100', orgId: demo });
    expect(again.status).toBe(400);
    expect(errorsOf(again)).toEqual([{ field: 'icCode', message: expect.stringContaining('API-100') }]);
    // Another customer may use the same number.
    expect((await save({ icCode: 'API-100', orgId: harbor })).status).toBe(1001);

    const edited = await save({ id: added.data.id, icCode: 'API-101', status: 'disabled', merchant: '' });
    expect(edited.data).toMatchObject({ icCode: 'API-101', status: 'disabled', balanceCents: 1250 });
  });

  it('answers every field error at once in the caller’s language, never a 5xx', async () => {
    const bad = await save({ icCode: 'bad code!', balance: '1.234', freeUses: -1, status: 'gone' }, 'zh');
    expect(bad.status).toBe(400);
    expect(
      errorsOf(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['balance', 'freeUses', 'icCode', 'status']);
    expect(errorsOf(bad).find((e) => e.field === 'balance')!.message).toContain('最多两位小数');
    const topUp = await admin('POST', CARD_API.topUp, { id: 1, topUpAmount: 0, reason: '' });
    expect(topUp.status).toBe(400);
    expect(topUp.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['reason', 'topUpAmount']);
    const adjust = await admin('POST', CARD_API.adjust, { id: 1, reason: 'nothing' });
    expect(adjust.data.errors.map((e: { field: string }) => e.field)).toEqual(['balance']);
    expect((await admin('POST', CARD_API.topUp, { id: 2_000_000_000, topUpAmount: 1, reason: 'x' })).status).toBe(404);
  });

  it('tops up and adjusts with a reason, never below zero, every change recorded with who did it', async () => {
    const card = (await save({ icCode: 'API-200', orgId: demo, balance: '5' })).data;
    const topped = await admin('POST', CARD_API.topUp, { id: card.id, topUpAmount: 20.1, reason: 'Front desk' });
    expect(topped.data).toMatchObject({ balanceCents: 2510 });
    const below = await admin('POST', CARD_API.adjust, { id: card.id, balance: -25.11, reason: 'Mistake' });
    expect(below.status).toBe(400);
    expect(below.data.errors[0]).toMatchObject({ field: 'balance', message: expect.stringContaining('25.10 CNY') });
    const adjusted = await admin('POST', CARD_API.adjust, { id: card.id, balance: -0.1, freeUses: 2, reason: 'Goodwill' });
    expect(adjusted.data).toMatchObject({ balanceCents: 2500, freeUses: 2 });
    const status = await admin('POST', CARD_API.status, { id: card.id, status: 'lost' });
    expect(status.data.status).toBe('lost');

    const records = await admin('GET', `${CARD_API.records}?cardId=${card.id}`);
    expect(
      records.data.map((r: { kind: string; amountCents: number; reason: string | null; operator: string }) => [
        r.kind,
        r.amountCents,
        r.reason,
      ]),
    ).toEqual([
      ['adjustment', -10, 'Goodwill'],
      ['topUp', 2010, 'Front desk'],
      ['topUp', 500, null],
    ]);
    expect(records.data[0]).toMatchObject({
      balanceBeforeCents: 2510,
      balanceAfterCents: 2500,
      freeUsesBefore: 0,
      freeUsesAfter: 2,
      operator: 'Administrator',
    });
  });

  it('lists with filters; another customer’s account sees none of them', async () => {
    await save({ icCode: 'LIST-1', orgId: demo, status: 'lost' });
    await save({ icCode: 'LIST-2', orgId: harbor });
    const lost = await admin('GET', `${CARD_API.list}?icCode=LIST&status=lost`);
    expect(lost.data.map((c: { icCode: string }) => c.icCode)).toEqual(['LIST-1']);
    const harborOnly = await admin('GET', `${CARD_API.list}?icCode=LIST&orgId=${harbor}`);
    expect(harborOnly.data.map((c: { icCode: string }) => c.icCode)).toEqual(['LIST-2']);

    // Harbor Drinks Ltd.'s own account finds its card and never Demo Coffee Co.'s.
    const harborUser = await apiAs(t, 'harbor', 'harbor123');
    const seen = await harborUser('GET', `${CARD_API.list}?icCode=LIST`);
    expect(seen.data.map((c: { icCode: string }) => c.icCode)).toEqual(['LIST-2']);
    const records = await harborUser('GET', `${CARD_API.records}?limit=1000`);
    expect(records.data.every((r: { orgId: number }) => r.orgId !== demo)).toBe(true);
  });

  it('counts a number search exactly up to a hundred matches and estimates above, flagged', async () => {
    await db().execute(sql`insert into crd_ic_card (org_id, ic_code, currency)
      select ${demo}, 'WIDE-' || lpad(g::text, 5, '0'), 'CNY' from generate_series(1, 300) g`);
    await db().execute(sql`analyze crd_ic_card`);
    const wide = await admin('GET', `${CARD_API.list}?icCode=WIDE-&limit=5`);
    expect(wide.data).toHaveLength(5);
    expect(wide.totalEstimated).toBe(true);
    expect(wide.total).toBeGreaterThan(SEARCH_EXACT_TOTAL);
    // A search that leaves few cards is exact; without a search the list counts exactly up to a thousand.
    const few = await admin('GET', `${CARD_API.list}?icCode=WIDE-0012&limit=5`);
    expect(few.total).toBe(10);
    expect(few.totalEstimated).toBeUndefined();
    const all = await admin('GET', `${CARD_API.list}?orgId=${demo}&limit=5`);
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.totalEstimated).toBeUndefined();
  });

  it('imports a sheet all or nothing: every bad row named with its reason, then the good sheet', async () => {
    const header = ['Card number', 'Merchant', 'Status', 'Opening balance', 'Free uses'];
    const bad = await xlsxOf([
      header,
      ['IMP-1', 'Lobby', 'Enabled', 10, 0],
      ['IMP-1', 'Lobby', 'enabled', 5, 0],
      ['IMP 3', '', '停用', 1.234, 1],
      ['IMP-5', '', 'sold', 0, -1],
      ['API-LIVE', '', '', 0, 0],
    ]);
    await save({ icCode: 'API-LIVE', orgId: demo });
    const refused = body<{ rowErrors: Array<{ row: number; field: string; message: string }> }>(
      await importWorkbook(t.app, `${CARD_API.import}?orgId=${demo}`, bad, { token: adminToken, lang: 'en' }),
    );
    expect(refused.status).toBe(400);
    const named = refused.data.rowErrors.map((e) => `${e.row}:${e.field}`);
    expect(named).toEqual(expect.arrayContaining(['3:icCode', '4:icCode', '4:balance', '5:status', '5:freeUses', '6:icCode']));
    expect(await db().select().from(icCards).where(eq(icCards.icCode, 'IMP-1'))).toEqual([]);

    const good = await xlsxOf([header, ['IMP-1', 'Lobby', 'Enabled', 10, 0], ['IMP-2', '', '停用', 0.5, 2]]);
    const done = body<{ imported: number }>(
      await importWorkbook(t.app, `${CARD_API.import}?orgId=${demo}`, good, { token: adminToken, lang: 'en' }),
    );
    expect(done.data).toEqual({ imported: 2 });
    const [imp2] = await db().select().from(icCards).where(eq(icCards.icCode, 'IMP-2'));
    expect(imp2).toMatchObject({ status: 'disabled', balanceCents: 50, freeUses: 2, orgId: demo });

    const tooMany = await xlsxOf([header, ...Array.from({ length: 1001 }, (_, i) => [`MANY-${i}`, '', '', 0, 0])]);
    const over = body(await importWorkbook(t.app, `${CARD_API.import}?orgId=${demo}`, tooMany, { token: adminToken, lang: 'en' }));
    expect(over.status).toBe(400);
    expect(await db().select().from(icCards).where(eq(icCards.icCode, 'MANY-0'))).toEqual([]);
  });
});
