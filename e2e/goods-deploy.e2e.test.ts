import type { FleetHandle } from '@vr/device-sim';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, TEMPLATE_API, type TemplateRow } from '@vr/contracts';
import { api, apiToken, chooseOption, keptPageAs, launch, rowAction, shot, SHOTS } from './browser.js';
import { runDemoMachine } from './devices.js';

/**
 * Goods → Deployment against a running simulated machine: the demo machine VR10005 (its goods
 * were deployed as version 1 by the demo data) runs in the test, gets version 1 at its hello, is
 * deployed version 2 from the screen, and sells what was deployed at the deployed prices; a
 * staged rollout and its rollback follow. Screenshots in English and Chinese, 1440 and 390 px.
 */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 200 });
const CODE = 'VR10005';

let browser: Browser;
let fleet: FleetHandle;
let deviceId: number;

beforeAll(async () => {
  browser = await launch();
  ({ fleet, deviceId } = await runDemoMachine(CODE, 'CM-200'));
});

afterAll(async () => {
  await fleet?.stop();
  await browser?.close();
});

const rows = (page: Page) => page.getByTestId('list-table-goods-deploy-status').locator('tbody tr.ant-table-row');
const rolloutRows = (page: Page) => page.getByTestId('list-table-goods-deploy-rollouts').locator('tbody tr.ant-table-row');

/** Applies the demo customer's "CM-200 standard" template to the machine (its goods now come from it). */
async function applyTemplate(): Promise<void> {
  const token = await apiToken('admin', 'admin123');
  const list = await api<TemplateRow[]>(token, 'GET', `${TEMPLATE_API.list}?templateName=CM-200%20standard&limit=100`);
  // Both demo customers have one; only the machine's own customer's applies.
  const applied = [];
  for (const t of list.data ?? [])
    applied.push((await api(token, 'POST', TEMPLATE_API.apply, { templateId: t.id, deviceIds: [deviceId] })).status);
  expect(applied).toContain(Status.SUCCESS);
}

async function findMachine(page: Page) {
  await page.getByTestId('search-keyword').fill(CODE);
  await page.getByTestId('search-submit').click();
  await poll(() => rows(page).count()).toBe(1);
}

describe('Goods → Deployment', () => {
  it('deploys to a running machine, which reports the new version and sells what was deployed', { timeout: 240_000 }, async () => {
    // Before any package it sells nothing; at its hello it gets the demo's version 1.
    await poll(() => fleet.state(CODE).goodsVersion).toBe(1);
    const deployed = fleet.state(CODE).goods;
    expect(deployed.map((g) => g.productCode).sort()).toEqual(['C-AMERICANO', 'C-CAPPUCCINO', 'C-HOTCHOC', 'C-LATTE', 'C-MOCHA']);

    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/goods/deploy', { viewport: { width: 1440, height: 900 } });
    await rows(page).first().waitFor();
    await findMachine(page);
    await poll(() => page.getByTestId(`running-${CODE}`).textContent()).toBe('v1');
    await shot(page, 'goods-deploy/en-1440-machines');

    await rowAction(rows(page).first(), 'deploy');
    await page.getByTestId('confirm-ok').click();
    await poll(() => fleet.state(CODE).goodsVersion).toBe(2);
    await poll(() => page.getByTestId(`running-${CODE}`).textContent()).toBe('v2');
    await poll(() => rows(page).first().textContent()).toContain('Up to date');

    // An order of a deployed product at the deployed price (plus its cup size and taste extras).
    const order = fleet.sell(CODE)!;
    expect(order).not.toBeNull();
    for (const item of order.items) {
      const goods = deployed.find((g) => g.productCode === item.goodsCode)!;
      expect(goods).toBeDefined();
      expect(item.price).toBeGreaterThanOrEqual(goods.price);
    }
    await poll(() => fleet.state(CODE).pendingOrders).toEqual([]);
    const item = order.items[0]!;
    await page.goto('/deviceManage/device');
    await page.getByTestId(`device-code-${CODE}`).click();
    await page.waitForURL(new RegExp(`/deviceManage/detail/index/${deviceId}/orders/`));
    await poll(() => page.getByTestId('tab-orders').textContent()).toContain(item.goodsName);
    // What was paid (a free cup or a discount makes it less than the price).
    expect(await page.getByTestId('tab-orders').textContent()).toContain(order.amounts.payment.toFixed(2));
  });

  it('runs a staged rollout of the selected machine and rolls it back', { timeout: 240_000 }, async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/goods/deploy', { viewport: { width: 1440, height: 900 } });
    await rows(page).first().waitFor();
    await findMachine(page);
    await rows(page).first().locator('.ant-checkbox-input').check();
    await page.getByTestId('rollout').click();
    const dialog = page.locator('.ant-modal');
    await page.getByTestId('rollout-submit').click();
    await poll(() => dialog.locator('.ant-form-item-explain-error').allTextContents()).toEqual([expect.stringContaining('Rollout name')]);
    await page.getByTestId('field-rolloutName').fill('E2E latte price');
    await shot(page, 'goods-deploy/en-1440-rollout-dialog');
    await page.getByTestId('rollout-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => fleet.state(CODE).goodsVersion).toBe(3);

    await page.getByRole('tab', { name: 'Rollouts' }).click();
    await poll(() => rolloutRows(page).count()).toBeGreaterThan(0);
    await poll(() => rolloutRows(page).first().textContent()).toContain('E2E latte price');
    await poll(() => rolloutRows(page).first().textContent()).toContain('Complete');
    await shot(page, 'goods-deploy/en-1440-rollouts');
    await rowAction(rolloutRows(page).first(), 'rollback');
    await page.getByTestId('confirm-ok').click();
    await poll(() => fleet.state(CODE).goodsVersion).toBe(4);
    await poll(() => rolloutRows(page).first().textContent()).toContain('Rolled back');

    // The rollout's machines, filtered from its row.
    await rowAction(rolloutRows(page).first(), 'machines');
    await poll(() => rows(page).count()).toBe(1);
    await poll(() => page.getByTestId(`running-${CODE}`).textContent()).toBe('v4');
  });

  it('rolls out to the machines of a template, the first stage picked by hand, with one message', { timeout: 240_000 }, async () => {
    await applyTemplate();
    const before = fleet.state(CODE).goodsVersion;
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/goods/deploy', { viewport: { width: 1440, height: 900 } });
    await page.getByRole('tab', { name: 'Rollouts' }).click();
    await page.getByTestId('deploy-rollouts').first().waitFor();
    await page.getByTestId('rollout').last().click();
    const dialog = page.locator('.ant-modal');
    await page.getByTestId('field-rolloutName').fill('E2E template');
    await page.getByTestId('rollout-kind-template').click();
    await chooseOption(page, 'field-templateId', 'CM-200 standard');
    await page.getByTestId('first-mode-pick').click();
    await chooseOption(page, 'field-firstDeviceIds', CODE);
    await shot(page, 'goods-deploy/en-1440-rollout-template-dialog');
    await page.getByTestId('rollout-submit').click();
    // One message: what was deployed (not also the form kit's "Saved"); read while it shows (a few seconds).
    const notices = page.locator('.ant-message-notice');
    await poll(() => notices.allTextContents()).toEqual([expect.stringContaining('1 package made')]);
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => fleet.state(CODE).goodsVersion).toBe(before + 1);
    await poll(() => rolloutRows(page).first().textContent()).toContain('Template: CM-200 standard');
    await shot(page, 'goods-deploy/en-1440-rollouts-template');

    // Per template: which machines run which version.
    await page.getByRole('tab', { name: 'Machines' }).click();
    await rows(page).first().waitFor();
    // The template filter is the fourth: under "Expand".
    await page.getByRole('button', { name: 'Expand' }).click();
    await chooseOption(page, 'search-templateId', 'CM-200 standard');
    // Other tests may have applied the template to more machines: look at this one.
    await page.getByTestId('search-keyword').fill(CODE);
    await page.getByTestId('search-submit').first().click();
    await poll(() => rows(page).count()).toBe(1);
    await poll(() => page.getByTestId(`running-${CODE}`).textContent()).toBe(`v${before + 1}`);
    await poll(() => rows(page).first().textContent()).toContain('Up to date');
    await shot(page, 'goods-deploy/en-1440-machines-by-template');
  });

  it('looks right in English and Chinese, wide and narrow', { timeout: 240_000 }, async () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const width of [1440, 390]) {
        // CI goes through the Chinese phone screens (the Rollouts tab by its Chinese name, the rollout dialog at 390 px);
        // the other three are for the pictures (SHOTS=1).
        if (!SHOTS && (lang !== 'zh' || width !== 390)) continue;
        const { page } = await keptPageAs(browser, 'admin', 'admin123', '/goods/deploy', {
          viewport: { width, height: width > 500 ? 900 : 844 },
          locale: lang === 'zh' ? 'zh-CN' : 'en-US',
        });
        await page.getByTestId('deploy-status').first().waitFor();
        await page.waitForTimeout(800);
        await shot(page, `goods-deploy/${lang}-${width}-machines-page`);
        await page
          .locator('.ant-tabs-tab')
          .filter({ hasText: lang === 'zh' ? '分批发布' : 'Rollouts' })
          .click();
        await page.getByTestId('deploy-rollouts').first().waitFor();
        await page.waitForTimeout(800);
        await shot(page, `goods-deploy/${lang}-${width}-rollouts-page`);
        await page.getByTestId('rollout').last().click();
        await page.getByTestId('rollout-kind-template').click();
        await chooseOption(page, 'field-templateId', 'CM-200');
        await page.getByTestId('first-mode-pick').click();
        await page.waitForTimeout(400);
        await shot(page, `goods-deploy/${lang}-${width}-new-rollout`);
        await page.keyboard.press('Escape');
      }
    }
  });
});
