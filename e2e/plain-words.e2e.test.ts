import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, launch, openAs, shot } from './browser.js';
import { type SimulatedDevices, startSimulatedDevices } from './devices.js';

/** What users read are words of their language, never the codes the machines and the database keep. */

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 200 });
const LOCALES = [
  ['en', 'en-US'],
  ['zh', 'zh-CN'],
] as const;

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

const openOn = (path: string, locale: string) =>
  openAs(browser, 'admin', 'admin123', path, { locale, viewport: { width: 1440, height: 900 } });

describe('plain words', () => {
  it('the point list names scenarios and countries in the reader’s language', async () => {
    for (const [lang, locale] of LOCALES) {
      const { context, page } = await openOn('/point/site', locale);
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
      await shot(page, `plain-words/words-point-list-1440-${lang}`, { fullPage: true });

      // The form's region picker opens at the point's district, one level loaded at a time.
      await row('SH-PD-001').getByTestId('row-edit').click();
      const drawer = page.locator('.ant-drawer');
      await poll(() => drawer.getByTestId('region-cascader').textContent()).toContain(lang === 'en' ? 'Pudong Xinqu' : '浦东新区');
      await drawer.getByTestId('region-cascader').click();
      const menus = page.locator('.ant-cascader-menus:visible .ant-cascader-menu');
      await poll(() => menus.count()).toBe(4);
      await poll(() => menus.nth(1).textContent()).toContain(lang === 'en' ? 'Guangdong Sheng' : '广东省');
      await shot(page, `plain-words/words-point-form-region-1440-${lang}`, { fullPage: true });
      await page.keyboard.press('Escape');
      await drawer.getByRole('button', { name: lang === 'en' ? 'Cancel' : '取 消' }).click();
      await page.setViewportSize({ width: 390, height: 844 });
      // A phone shows the points as cards, titled by the point's name (SH-PD-001's).
      await page.getByTestId('list-card').filter({ hasText: '陆家嘴金融中心' }).waitFor();
      await shot(page, `plain-words/words-point-list-390-${lang}`, { fullPage: true });
      await context.close();
    }
  });

  it('the device detail shows materials and payment methods by name', async () => {
    const device = sim.devices[0]!;
    for (const [lang, locale] of LOCALES) {
      const { context, page } = await openOn('/deviceManage/device', locale);
      await page.getByTestId(`device-code-${device.code}`).click();
      const materials = page.getByTestId('materials');
      await materials.locator('tbody tr.ant-table-row').first().waitFor();
      const materialText = () => materials.locator('tbody').textContent();
      await poll(materialText).toMatch(lang === 'en' ? /Arabica beans/ : /阿拉比卡咖啡豆/);
      expect(await materialText()).not.toMatch(/BEAN-ARABICA|MILK-POWDER|CUP-12OZ/);
      await materials.scrollIntoViewIfNeeded();
      await shot(page, `plain-words/words-device-materials-1440-${lang}`, { fullPage: true });

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
      await shot(page, `plain-words/words-device-orders-1440-${lang}`, { fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await materials.scrollIntoViewIfNeeded();
      await shot(page, `plain-words/words-device-materials-390-${lang}`, { fullPage: true });
      await context.close();
    }
  });

  it('built-in jobs and dictionaries read in the reader’s language', async () => {
    for (const [lang, locale] of LOCALES) {
      const { context, page } = await openOn('/system/job', locale);
      const jobs = page.locator('[data-testid^="list-table-"]').first();
      await jobs.locator('tbody tr.ant-table-row').first().waitFor();
      await poll(() => jobs.textContent()).toContain(lang === 'en' ? 'Expire sessions' : '清理过期会话');
      await shot(page, `plain-words/words-jobs-1440-${lang}`, { fullPage: true });

      await page.goto('/system/dict');
      const dicts = page.locator('[data-testid^="list-table-"]').first();
      await dicts.locator('tbody tr.ant-table-row').first().waitFor();
      await poll(() => dicts.textContent()).toContain(lang === 'en' ? 'Values: 0 Normal, 1 Disabled' : '取值：0 正常，1 停用');
      await shot(page, `plain-words/words-dicts-1440-${lang}`, { fullPage: true });
      await context.close();
    }
  });
});
