import { ALARM_API, ALARM_RULE_DEFAULTS, type AlarmRuleView, ORG_API, type OrgListRow, POINT_API, type Site } from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { api, apiToken, keptPageAs, launch } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';
import { sunkMails } from './smtp-sink.js';

/*
 * An alarm reaches people: a simulated machine at a point of the partition whose recipients are the
 * maintenance account and an e-mail contact raises a level-2 fault; within seconds the account's
 * bell counts it, the alarm log lists it not released, and the SMTP sink holds the contact's
 * e-mail; the machine releases the fault and the log shows it released.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 250 });
const CONTACT = 'zhang.wei@democoffee.example';

let browser: Browser;
let sim: SimulatedDevices;
let admin: string;

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
  const customers = await api<OrgListRow[]>(admin, 'GET', `${ORG_API.list}?kind=customer&limit=100`);
  const demo = customers.data!.find((o) => o.code === 'DEMO')!;
  // No debounce, so the journey waits only on the dispatcher and the bell.
  const rule = await api<AlarmRuleView>(admin, 'PUT', ALARM_API.rule, { ...ALARM_RULE_DEFAULTS, orgId: demo.orgId, debounceSeconds: 0 });
  expect(rule.status).toBe(1001);
  const sites = await api<Site[]>(admin, 'GET', `${POINT_API.siteList}?siteName=${encodeURIComponent('陆家嘴')}&limit=10`);
  const site = sites.data!.find((s) => s.siteName.includes('陆家嘴'))!;
  sim = await startSimulatedDevices({ token: admin, count: 1, model: 'CM-200', orgId: demo.orgId, fields: { siteId: site.id } });
});

afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

const unread = async (page: Page) => Number((await page.getByTestId('alarm-bell').getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? NaN);
const logRow = (page: Page) => page.getByTestId('list-table-alarm-log').locator('tbody tr.ant-table-row');

describe('an alarm reaches people', () => {
  it('a fault raised by a machine rings the bell, is in the log and the contact’s mailbox, and shows released once the machine releases it', async () => {
    const device = sim.devices[0]!;
    const { page } = await keptPageAs(browser, 'ops', 'ops12345', '/alarm/log', { viewport: { width: 1440, height: 900 } });
    await page.getByTestId('alarm-bell').waitFor();
    await poll(() => unread(page)).not.toBeNaN();
    const before = await unread(page);

    const fault = sim.fleet.raiseFault(device.code, { kind: 'fault', code: 'E101' });
    expect(fault.level).toBe(2);
    // At least this alarm: on a loaded machine another test's alarm of the same customer may land meanwhile.
    await poll(() => unread(page)).toBeGreaterThanOrEqual(before + 1);
    await poll(() => sunkMails(inject('smtpInbox')).some((m) => m.to.includes(CONTACT) && m.raw.includes(device.code))).toBe(true);

    await page.getByTestId('search-deviceCode').fill(device.code);
    await page.getByTestId('search-submit').click();
    await poll(() => logRow(page).count()).toBe(1);
    expect(await logRow(page).first().textContent()).toMatch(/E101[\s\S]*Not released/);

    sim.fleet.releaseFault(device.code, fault.eventId);
    await poll(async () => {
      await page.getByTestId('table-refresh').click();
      return logRow(page).first().textContent();
    }).toMatch(/E101[\s\S]*Released/);
  });
});
