import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, launch, screenshot, signedInWith } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

/** What users read are words of their language, never the codes the machines and the database keep. */

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 200 });
const SHOTS = process.env['WORDS_SHOTS'];
const LOCALES = [
  ['en', 'en-US'],
  ['zh', 'zh-CN'],
] as const;

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  }
}

let browser: Browser;
let sim: SimulatedDevices;
beforeAll(async () => {
  browser = await launch();
  sim = await startSimulatedDevices({ token: await apiToken('admin', 'admin123'), count: 1 });
  sim.fleet.sell(sim.devices[0]!.code);
});
afterAll(async () => {
  await sim?.stop();
  await browser?.close();
});

const signedIn = (locale: string, width = 1440) => signedInWith(browser, 'admin', 'admin123', { locale, viewport: { width, height: 900 } });

describe('plain words', () => {
  it('the point list names scenarios and countries in the reader’s language', async () => {
    for (const [lang, locale] of LOCALES) {
      const { context, page } = await signedIn(locale);
      await page.goto('/point/site');
      const table = page.getByTestId('list-table-point-site');
      const row = (code: string) => table.locator('tbody tr.ant-table-row', { hasText: code });
      await row('SH-PD-001').waitFor();
      if (lang === 'en') {
        await poll(() => row('SH-PD-001').textContent()).toContain('Office');
        await poll(() => row('SH-PD-001').textContent()).toContain('China / Shanghai Shi / Pudong Xinqu');
        await poll(() => row('MAD-CT-001').textContent()).toContain('Spain / Madrid / Centro');
        expect(await table.textContent()).not.toMatch(/\boffice\b|中国/);
      } else {
        await poll(() => row('SH-PD-001').textContent()).toContain('写字楼');
        await poll(() => row('SH-PD-001').textContent()).toContain('中国 / 上海市 / 浦东新区');
        await poll(() => row('MAD-CT-001').textContent()).toContain('西班牙');
      }
      await shot(page, `words-point-list-1440-${lang}`);

      // The form's region picker opens at the point's district, one level loaded at a time.
      await row('SH-PD-001').getByTestId('row-edit').click();
      const drawer = page.locator('.ant-drawer');
      await poll(() => drawer.getByTestId('region-cascader').textContent()).toContain(lang === 'en' ? 'Pudong Xinqu' : '浦东新区');
      await drawer.getByTestId('region-cascader').click();
      const menus = page.locator('.ant-cascader-menus:visible .ant-cascader-menu');
      await poll(() => menus.count()).toBe(4);
      await poll(() => menus.nth(1).textContent()).toContain(lang === 'en' ? 'Guangdong Sheng' : '广东省');
      await shot(page, `words-point-form-region-1440-${lang}`);
      await page.keyboard.press('Escape');
      await drawer.getByRole('button', { name: lang === 'en' ? 'Cancel' : '取 消' }).click();
      await page.setViewportSize({ width: 390, height: 844 });
      // A phone shows the points as cards, titled by the point's name (SH-PD-001's).
      await page.getByTestId('list-card').filter({ hasText: '陆家嘴金融中心' }).waitFor();
      await shot(page, `words-point-list-390-${lang}`);
      await context.close();
    }
  });

  it('the device detail shows materials and payment methods by name', async () => {
    const device = sim.devices[0]!;
    for (const [lang, locale] of LOCALES) {
      const { context, page } = await signedIn(locale);
      await page.goto('/deviceManage/device');
      await page.getByTestId(`device-code-${device.code}`).click();
      const materials = page.getByTestId('materials');
      await materials.locator('tbody tr.ant-table-row').first().waitFor();
      const materialText = () => materials.locator('tbody').textContent();
      await poll(materialText).toMatch(lang === 'en' ? /Arabica beans/ : /阿拉比卡咖啡豆/);
      expect(await materialText()).not.toMatch(/BEAN-ARABICA|MILK-POWDER|CUP-12OZ/);
      await materials.scrollIntoViewIfNeeded();
      await shot(page, `words-device-materials-1440-${lang}`);

      const orders = page.getByTestId('tab-orders');
      await poll(() => orders.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
      const ordersText = () => orders.locator('tbody').textContent();
      await poll(ordersText).toMatch(
        lang === 'en'
          ? /WeChat Pay|Alipay|UnionPay QR|Member card|Staff card|Wristband|Cash|Free of charge/
          : /微信支付|支付宝|银联二维码|会员卡|员工卡|手环|现金|免支付/,
      );
      expect(await ordersText()).not.toMatch(/wechat_pay|alipay|union_pay_qr|member_card|staff_card|wristband|\bcash\b|\bfree\b/);
      await orders.scrollIntoViewIfNeeded();
      await shot(page, `words-device-orders-1440-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await materials.scrollIntoViewIfNeeded();
      await shot(page, `words-device-materials-390-${lang}`);
      await context.close();
    }
  });

  it('built-in jobs and dictionaries read in the reader’s language', async () => {
    for (const [lang, locale] of LOCALES) {
      const { context, page } = await signedIn(locale);
      await page.goto('/system/job');
      const jobs = page.locator('[data-testid^="list-table-"]').first();
      await jobs.locator('tbody tr.ant-table-row').first().waitFor();
      await poll(() => jobs.textContent()).toContain(lang === 'en' ? 'Expire sessions' : '清理过期会话');
      await shot(page, `words-jobs-1440-${lang}`);

      await page.goto('/system/dict');
      const dicts = page.locator('[data-testid^="list-table-"]').first();
      await dicts.locator('tbody tr.ant-table-row').first().waitFor();
      await poll(() => dicts.textContent()).toContain(lang === 'en' ? 'Values: 0 Normal, 1 Disabled' : '取值：0 正常，1 停用');
      await shot(page, `words-dicts-1440-${lang}`);
      await context.close();
    }
  });
});
