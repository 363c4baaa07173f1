import fs from 'node:fs';
import { DEVICE_API, type DeviceRow, MENU_API, type MenuRow } from '@vr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, launch, signedInWith } from './browser.js';

/**
 * Every screen of the administrator's menu, opened in English and Chinese at 1440 px: it shows
 * no error page, no untranslated key and no sideways scroll. The screenshots land in
 * /tmp/shots-tour for a person to look at.
 */
let browser: Browser;
let screens: { path: string; name: string }[] = [];
let deviceDetail = '';
const SHOTS = '/tmp/shots-tour';

/** The visible menu pages (type C, shown, inside the app) with their full route paths. */
function menuScreens(rows: MenuRow[]): { path: string; name: string }[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fullPath = (row: MenuRow): string | null => {
    const parts: string[] = [];
    for (let cur: MenuRow | undefined = row; cur; cur = cur.parentId ? byId.get(cur.parentId) : undefined) {
      if (cur.status !== 1 || cur.isExternal) return null;
      parts.unshift(cur.path.replace(/^\/+|\/+$/g, ''));
      if (cur.path.startsWith('/')) break;
    }
    return `/${parts.filter(Boolean).join('/')}`;
  };
  return rows
    .filter((r) => r.menuType === 'C' && r.component && /^[\w/-]+$/.test(r.path))
    .map((r) => ({ path: fullPath(r), name: r.name }))
    .filter((s): s is { path: string; name: string } => s.path !== null)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Text nodes that look like an i18next key the page failed to translate ("devices:list.title",
 * "columns.status"), outside table bodies: a parameter key or a job's target is data, shown as typed.
 */
function untranslated(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (node.parentElement?.closest('.ant-table-tbody, .ant-list-item')) continue;
      if (/^[a-z][\w-]*:[a-z][\w.]*$|^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*){1,4}$/.test(text)) found.push(text);
    }
    return found;
  });
}

/** How far the page, or the shell pane that holds it, scrolls sideways (tables may scroll inside themselves). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const panes: Element[] = [document.documentElement];
    for (let el = document.querySelector('main'); el; el = el.parentElement) panes.push(el);
    return Math.max(...panes.map((el) => el.scrollWidth - el.clientWidth));
  });
}

beforeAll(async () => {
  browser = await launch();
  const token = await apiToken('admin', 'admin123');
  const rows = await api<MenuRow[]>(token, 'GET', MENU_API.list);
  screens = [{ path: '/dashboard', name: 'Dashboard' }, ...menuScreens(rows.data ?? [])];
  const devices = await api<DeviceRow[]>(token, 'GET', `${DEVICE_API.list}?keyword=VR10004`);
  const device = devices.data!.find((d) => d.deviceCode === 'VR10004')!;
  deviceDetail = `/deviceManage/detail/index/${device.id}/faults/2020-01-01/2099-12-31/${device.deviceCode}`;
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('every menu screen', () => {
  for (const [lang, locale] of [
    ['en', 'en-US'],
    ['zh', 'zh-CN'],
  ] as const) {
    it(`opens in ${lang} at 1440 px without an error, a raw key or a sideways scroll`, { timeout: 240_000 }, async () => {
      expect(screens.length).toBeGreaterThan(20);
      const { context, page } = await signedInWith(browser, 'admin', 'admin123', { locale, viewport: { width: 1440, height: 900 } });
      const problems: string[] = [];
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page
          .locator('.ant-spin-spinning')
          .first()
          .waitFor({ state: 'detached', timeout: 10_000 })
          .catch(() => undefined);
        const file = screen.path.replace(/^\//, '').replace(/\//g, '_') || 'root';
        await page.screenshot({ path: `${SHOTS}/${lang}-1440-${file}.png` });
        if (await page.locator('[data-testid="page-404"], [data-testid="page-401"], .ant-result-error, .ant-result-500').count())
          problems.push(`${screen.path}: error page`);
        const raw = await untranslated(page);
        if (raw.length) problems.push(`${screen.path}: untranslated ${raw.slice(0, 5).join(', ')}`);
        const overflow = await sidewaysScroll(page);
        if (overflow > 0) problems.push(`${screen.path}: scrolls sideways by ${overflow}px`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const [lang, locale] of [
    ['en', 'en-US'],
    ['zh', 'zh-CN'],
  ] as const) {
    it(`the dashboard, device list and a device's detail fit a 390 px phone in ${lang}`, async () => {
      const { context, page } = await signedInWith(browser, 'admin', 'admin123', { locale, viewport: { width: 390, height: 844 } });
      const problems: string[] = [];
      for (const [name, path] of [
        ['dashboard', '/dashboard'],
        ['device-list', '/deviceManage/device'],
        ['device-detail', deviceDetail],
      ] as const) {
        await page.goto(path);
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${SHOTS}/${lang}-390-${name}.png`, fullPage: true });
        const overflow = await sidewaysScroll(page);
        if (overflow > 0) problems.push(`${path}: scrolls sideways by ${overflow}px`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
