import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createMenu, deleteMenus, keptSignedInWith, launch, titles, windowShot } from './browser.js';

/** Narrow windows (breakpoint 992 px). */
let browser: Browser;
let admin: string;
const created: number[] = [];

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
  const dir = await createMenu(admin, { name: 'ShellMobile', titles: titles('Mobile tests'), menuType: 'M', path: 'shellmobile', sort: 1 });
  created.push(dir);
  for (const p of ['first', 'second']) {
    created.push(
      await createMenu(admin, {
        parentId: dir,
        name: `ShellMobile${p}`,
        titles: titles(`Mobile ${p}`),
        menuType: 'C',
        path: p,
        component: 'dashboard/index',
      }),
    );
  }
});

afterAll(async () => {
  await deleteMenus(admin, created);
  await browser?.close();
});

const shell = (page: Page) => page.getByTestId('shell');
/** How far the sidebar sits inside the window (0 = fully shown, negative = off screen). */
const sidebarLeft = (page: Page) => page.getByTestId('sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().left));

describe('narrow windows', () => {
  it('at 991 px the mode is mobile and the sidebar closed', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123', { viewport: { width: 991, height: 700 } });
    expect(await shell(page).getAttribute('data-device')).toBe('mobile');
    expect(await shell(page).getAttribute('data-sidebar')).toBe('closed');
    await expect.poll(() => sidebarLeft(page)).toBe(-210);
  });

  it('at 992 px the mode is desktop and the sidebar open', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123', { viewport: { width: 992, height: 700 } });
    expect(await shell(page).getAttribute('data-device')).toBe('desktop');
    expect(await shell(page).getAttribute('data-sidebar')).toBe('open');
    await expect.poll(() => sidebarLeft(page)).toBe(0);
  });

  it('on mobile the sidebar opens over the page and closes after navigation', async () => {
    const { page } = await keptSignedInWith(browser, 'admin', 'admin123', {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await windowShot(page, 'shell-mobile-light');
    await page.getByTestId('hamburger').click();
    await expect.poll(() => sidebarLeft(page)).toBe(0);
    await page.getByTestId('sidebar-mask').waitFor();
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Mobile tests', { exact: true }).click();
    await sidebar.getByText('Mobile second', { exact: true }).waitFor();
    await page.waitForTimeout(400); // the submenu's opening animation
    await windowShot(page, 'shell-mobile-sidebar');
    await sidebar.getByText('Mobile second', { exact: true }).click();
    await page.waitForURL(/\/shellmobile\/second$/);
    await expect.poll(() => shell(page).getAttribute('data-sidebar')).toBe('closed');
    await expect.poll(() => sidebarLeft(page)).toBe(-210);
    expect(await page.getByTestId('sidebar-mask').count()).toBe(0);
    // the mask closes it too
    await page.getByTestId('hamburger').click();
    await page.getByTestId('sidebar-mask').click({ position: { x: 350, y: 400 } });
    await expect.poll(() => shell(page).getAttribute('data-sidebar')).toBe('closed');
    await page.getByTestId('theme-toggle').click();
    await page.waitForTimeout(300);
    await windowShot(page, 'shell-mobile-dark');
    await page.getByTestId('theme-toggle').click();
  });

  it('resizing narrow closes the sidebar; resizing back restores the desktop with the stored choice', async () => {
    const { context, page } = await keptSignedInWith(browser, 'admin', 'admin123', { viewport: { width: 1280, height: 700 } });
    expect(await shell(page).getAttribute('data-sidebar')).toBe('open');
    await page.setViewportSize({ width: 800, height: 700 });
    await expect.poll(() => shell(page).getAttribute('data-device')).toBe('mobile');
    expect(await shell(page).getAttribute('data-sidebar')).toBe('closed');
    // closing on mobile does not change the desktop choice stored in the cookie
    expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).not.toBe('0');
    await page.setViewportSize({ width: 1280, height: 700 });
    await expect.poll(() => shell(page).getAttribute('data-device')).toBe('desktop');
    expect(await shell(page).getAttribute('data-sidebar')).toBe('open');
    await expect.poll(() => sidebarLeft(page)).toBe(0);
  });
});
