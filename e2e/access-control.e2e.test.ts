import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, openAs, screenshot, signIn } from './browser.js';

/**
 * Issues 4–6 end to end: an administrator creates a role with a custom data scope and a few menu
 * permissions, then an account holding it; that account signs in and sees only those menus,
 * buttons and rows.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const ROLE = { name: 'E2E Viewer', key: 'e2e_viewer' };
const ACCOUNT = { username: 'e2e.viewer', password: 'viewer123', name: 'Eve Viewer' };

/** Ticks the tree node `label` that follows the node `after` (the first one after it in document order). */
async function tick(page: Page, treeTestId: string, label: string, after?: string): Promise<void> {
  const nodes = page.getByTestId(treeTestId).locator('.ant-tree-treenode:not([aria-hidden])');
  const titles = await nodes.evaluateAll((els) => els.map((el) => el.querySelector('.ant-tree-title')?.textContent ?? ''));
  const start = after ? titles.indexOf(after) : -1;
  const index = titles.findIndex((title, i) => i > start && title === label);
  expect(index, `${label} after ${after} in ${titles.join(' | ')}`).toBeGreaterThanOrEqual(0);
  await nodes.nth(index).locator('.ant-tree-checkbox').click();
}

/** Polls for up to 15 s (saving an account hashes its password; the list then reloads). */
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });

async function openPage(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId(testId).waitFor();
}

describe('access control', () => {
  it('a role with a custom data scope and a few menus limits what its account sees', async () => {
    // --- the role: Accounts → View and Export only, on the PC tree; one B-side permission.
    const { context, page } = await openAs(browser, 'admin', 'admin123', '/system/role');
    await page.getByTestId('role-page').waitFor();
    await page.getByTestId('role-page').locator('tbody tr.ant-table-row').first().waitFor();
    await screenshot(page, 'access-role-list');
    await page.getByTestId('role-page').getByTestId('add-button').click();
    await page.getByTestId('field-roleName').fill(ROLE.name);
    await page.getByTestId('field-roleKey').fill(ROLE.key);
    await page.getByTestId('field-roleSort').fill('5');
    const pcTree = page.getByTestId('menu-tree-pc');
    await pcTree.locator('.ant-tree-treenode:not([aria-hidden])').first().waitFor();
    await pcTree.getByText('Expand all').click();
    await tick(page, 'menu-tree-pc', 'View', 'Accounts');
    await tick(page, 'menu-tree-pc', 'Export', 'Accounts');
    await screenshot(page, 'access-role-menu-tree');
    await page.getByRole('tab', { name: 'B-side mini program' }).click();
    const appletTree = page.getByTestId('menu-tree-applet');
    await appletTree.getByText('Expand all').click();
    await tick(page, 'menu-tree-applet', 'Orders');
    await screenshot(page, 'access-role-applet-tree');
    await page.getByTestId('form-submit').click();
    const roleRow = page.getByTestId('role-page').locator('tbody tr', { hasText: ROLE.key });
    await roleRow.waitFor();

    // --- its data scope: custom, Harbor Drinks' Field Service (and so its Pier 3 Kiosk).
    await roleRow.getByTestId('row-scope').click();
    await page.getByTestId('field-dataScope').click();
    await page.locator('.ant-select-item-option', { hasText: 'Custom' }).click();
    const deptTree = page.getByTestId('dept-tree');
    await deptTree.locator('.ant-tree-treenode:not([aria-hidden])').first().waitFor();
    await deptTree.getByText('Expand all').click();
    await tick(page, 'dept-tree', 'Field Service');
    await poll(async () => deptTree.locator('.ant-tree-checkbox-checked').count()).toBe(2);
    await screenshot(page, 'access-role-data-scope');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('dept-tree').waitFor({ state: 'detached' });
    await poll(async () => roleRow.textContent()).toContain('Custom');

    // --- the account, in Demo Coffee Co. (chosen in the tree on the left), holding the role.
    await openPage(page, '/system/user', 'user-page');
    await page.getByTestId('org-tree').getByText('Demo Coffee Co.', { exact: true }).click();
    // Until the customer's accounts arrive the table shows every account (or none while loading):
    // wait for the customer's list, one of its accounts in and the other customer's out.
    await poll(async () => {
      const text = (await page.getByTestId('user-page').locator('tbody').textContent()) ?? '';
      return text.includes('Olivia Ops') && !text.includes('Henry Harbor');
    }).toBe(true);
    await screenshot(page, 'access-user-list');
    await page.getByTestId('user-page').getByTestId('add-button').click();
    await page.getByTestId('field-username').fill(ACCOUNT.username);
    await page.getByTestId('field-password').fill(ACCOUNT.password);
    await page.getByTestId('field-confirmPassword').fill(ACCOUNT.password);
    await page.getByTestId('field-employeeName').fill(ACCOUNT.name);
    await page.getByTestId('field-roleIds').click();
    await page.locator('.ant-select-item-option', { hasText: ROLE.name }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('field-phone').fill('13900000123');
    await screenshot(page, 'access-user-drawer');
    await page.getByTestId('form-submit').click();
    await poll(async () => page.getByTestId('user-page').locator('tbody').textContent()).toContain(ACCOUNT.name);
    await context.close();

    // --- the account signs in: only Accounts in the menu, only View/Export, only Field Service rows.
    const viewer = await newPage(browser);
    await viewer.page.goto('/login');
    await signIn(viewer.page, ACCOUNT.username, ACCOUNT.password);
    await viewer.page.waitForURL(/\/dashboard$/);
    const sidebar = viewer.page.getByTestId('sidebar');
    // System holds a single page for it, so the sidebar shows that page in its place.
    await sidebar.getByText('Accounts', { exact: true }).waitFor();
    const items = await sidebar.getByTestId('sidebar-item').allTextContents();
    expect(items).toContain('Accounts');
    for (const hidden of ['Roles', 'Menus', 'Dictionaries', 'Customers', 'Parameter settings']) expect(items).not.toContain(hidden);
    await screenshot(viewer.page, 'access-viewer-dashboard');
    await sidebar.getByText('Accounts', { exact: true }).click();
    await viewer.page.getByTestId('user-page').waitFor();
    const body = viewer.page.getByTestId('user-page').locator('tbody');
    await poll(async () => body.textContent()).toContain('Pablo Pier');
    const text = (await body.textContent()) ?? '';
    for (const outside of ['Olivia Ops', 'Henry Harbor', 'Administrator', ACCOUNT.name]) expect(text).not.toContain(outside);
    expect(await viewer.page.getByTestId('add-button').count()).toBe(0);
    expect(await viewer.page.getByTestId('import-button').count()).toBe(0);
    expect(await viewer.page.getByTestId('row-edit').count()).toBe(0);
    expect(await viewer.page.getByTestId('row-delete').count()).toBe(0);
    expect(await viewer.page.getByRole('button', { name: /Export/ }).count()).toBeGreaterThan(0);
    await screenshot(viewer.page, 'access-viewer-user-list');

    // Screens it holds no menu for are not routes for it.
    await viewer.page.goto('/system/role');
    await viewer.page.waitForURL(/\/404|\/401/);
    await viewer.context.close();
  }, 180_000);

  it('the menu tree table shows directories, menus and buttons with the icon picker in the form', async () => {
    const { context, page } = await openAs(browser, 'admin', 'admin123', '/system/menu');
    await page.getByTestId('menu-page').waitFor();
    await page.getByTestId('menu-row-System').waitFor();
    await page.getByTestId('toggle-expand').click();
    await page.getByTestId('menu-row-SystemUser').waitFor();
    await screenshot(page, 'access-menu-tree-table');
    await page.getByTestId('menu-page').getByTestId('add-button').click();
    await page.getByTestId('field-icon').click();
    await page.getByTestId('icon-picker').locator('[data-icon-name="coffee"]').click();
    await poll(async () => page.getByTestId('field-icon').inputValue()).toBe('coffee');
    await page.getByTestId('field-title-zh').fill('端到端');
    await page.getByTestId('field-title-en').fill('End to end');
    await page.getByTestId('field-title-es').fill('De punta a punta');
    await page.getByTestId('field-title-ja').fill('エンドツーエンド');
    await page.getByTestId('field-name').fill('E2eMenu');
    await page.getByTestId('field-path').fill('e2e-menu');
    await page.getByTestId('field-component').fill('dashboard/index');
    await screenshot(page, 'access-menu-form');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('menu-row-E2eMenu').waitFor();
    await context.close();
  });

  it('the account, role and menu screens speak Chinese', async () => {
    const opened = await newPage(browser, { locale: 'zh-CN' });
    await opened.page.goto('/login');
    await signIn(opened.page, 'admin', 'admin123');
    await opened.page.waitForURL(/\/dashboard$/);
    await openPage(opened.page, '/system/user', 'user-page');
    await poll(async () => opened.page.getByTestId('user-page').textContent()).toContain('登录账号');
    await opened.page.getByTestId('user-page').getByTestId('add-button').click();
    await opened.page.getByTestId('field-username').fill('ab');
    await opened.page.getByTestId('form-submit').click();
    await poll(async () => opened.page.getByTestId('form-drawer').textContent()).toContain('员工姓名不能为空');
    await screenshot(opened.page, 'access-user-drawer-zh');
    await opened.page.keyboard.press('Escape');
    await openPage(opened.page, '/system/role', 'role-page');
    await poll(async () => opened.page.getByTestId('role-page').textContent()).toContain('本部门及以下数据权限');
    await openPage(opened.page, '/system/menu', 'menu-page');
    await poll(async () => opened.page.getByTestId('menu-page').textContent()).toContain('系统管理');
    await opened.context.close();
  });
});
