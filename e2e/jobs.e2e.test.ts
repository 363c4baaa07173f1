import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseURL, launch, rowAction, screenshot, sessionContext, windowShot } from './browser.js';

/** The machines are small and shared: give the UI time. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function openJobs(page: Page): Promise<void> {
  await page.goto('/system/job');
  await page.getByTestId('list-table-monitor-job').locator('tbody tr.ant-table-row').first().waitFor();
}

describe('System → Scheduled tasks', () => {
  it('creates a job (cron preview and error), runs it once and shows its log entry', async () => {
    const { context, page } = await sessionContext(browser, 'admin', 'admin123');
    await openJobs(page);
    const table = page.getByTestId('list-table-monitor-job');
    // The built-in jobs are listed with their next run.
    await poll(() => table.locator('tbody tr.ant-table-row', { hasText: 'sessions.expire' }).count()).toBe(1);
    await windowShot(page, 'jobs-list-en');

    // Add: an invalid cron gets the server's message under the field; a valid one shows five runs.
    await page.getByTestId('add-button').click();
    const drawer = page.locator('.ant-drawer');
    await page.getByTestId('field-jobName').fill('E2E expire sessions');
    await page.getByTestId('field-invokeTarget').click();
    await page.locator('.ant-select-item-option', { hasText: 'sessions.expire' }).click();
    await page.getByTestId('field-cronExpression').fill('61 * * * *');
    await poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents()).toContain(
      'Invalid cron expression: use 5 to 7 fields ([second] minute hour day month weekday [year]), e.g. 0 0 2 * * ?',
    );
    await drawer.locator('.ant-form-item-explain-error').first().waitFor({ state: 'visible' });
    await page.waitForTimeout(500); // let the message finish fading in for the screenshot
    await windowShot(page, 'jobs-form-error-en');
    await page.getByTestId('field-cronExpression').fill('0 */5 * * * ?');
    await poll(() => page.getByTestId('cron-next-run').count()).toBe(5);
    await poll(() => drawer.locator('.ant-form-item-explain-error').count()).toBe(0);
    await windowShot(page, 'jobs-form-preview-en');
    // Paused: its schedule (every five minutes) must not add a run of its own to the log counted below.
    await drawer.getByRole('radio', { name: 'Paused' }).check();
    await page.getByTestId('form-submit').click();
    await poll(() => drawer.isVisible()).toBe(false);

    // The built-in jobs fill the first page: find the new one by its name.
    await page.getByTestId('search-jobName').fill('E2E expire');
    await page.getByTestId('search-submit').click();
    const row = table.locator('tbody tr.ant-table-row', { hasText: 'E2E expire sessions' });
    await poll(() => row.count()).toBe(1);

    // Run once (confirmed), then open its log.
    await row.getByTestId('row-run').click();
    await page.getByTestId('confirm-ok').click();
    await poll(() => page.locator('.ant-message').textContent()).toContain('Job ran in');
    await rowAction(row, 'log');
    await page.waitForURL(/\/monitor\/job-log\/index\/\d+$/);
    await poll(() => page.getByTestId('job-log-title').textContent()).toContain('E2E expire sessions');
    const logTable = page.getByTestId('list-table-monitor-job-log');
    const entry = logTable.locator('tbody tr.ant-table-row');
    await poll(() => entry.count()).toBe(1);
    expect(await entry.first().textContent()).toContain('Run once');
    expect(await entry.first().textContent()).toContain('Success');
    expect(await entry.first().textContent()).toContain('expired sessions');
    await windowShot(page, 'jobs-log-en');
    await entry.first().getByTestId('row-view').click();
    await poll(() => page.getByTestId('job-log-detail').textContent()).toContain('sessions.expire');
    await screenshot(page, 'jobs-log-detail-en');
    // Escape closes the dialog once it holds the focus, which a slow machine gives it late: press until it is gone.
    await poll(async () => {
      await page.keyboard.press('Escape');
      return page.getByTestId('job-log-detail').isVisible();
    }).toBe(false);

    // Filter by result: no failures. (The job list stays mounted in its tab: scope to the log page.)
    const logPage = page.getByTestId('job-log-page');
    await logPage.getByTestId('search-status').click();
    await page.locator('.ant-select-item-option', { hasText: 'Failure' }).click();
    await logPage.getByTestId('search-submit').click();
    await poll(() => entry.count()).toBe(0);
    await logPage.getByTestId('search-reset').click();
    await poll(() => entry.count()).toBe(1);

    // Clear (confirmed).
    await logPage.getByTestId('job-log-clean').click();
    await page.getByTestId('confirm-ok').click();
    await poll(() => entry.count()).toBe(0);
    await context.close();
  }, 120_000);

  it('shows the screens in Chinese, with a paused job', async () => {
    const token = await apiToken('admin', 'admin123');
    const created = await api<{ jobId: number }>(token, 'POST', '/admin/monitor/job', {
      jobName: '每日汇总（测试）',
      invokeTarget: 'sales.rollupDaily',
      args: { rollupDays: 3 },
      cronExpression: '0 15 1 * * ?',
      status: 1,
    });
    expect(created.status).toBe(1001);
    await api(token, 'PUT', '/admin/monitor/job/run', { jobId: created.data!.jobId });

    const { context, page } = await sessionContext(browser, 'admin', 'admin123', { locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL() }]);
    await openJobs(page);
    const table = page.getByTestId('list-table-monitor-job');
    await poll(() => table.locator('thead').textContent()).toContain('调用目标');
    await windowShot(page, 'jobs-list-zh');
    // Found by its name: the built-in jobs may fill the first page.
    await page.getByTestId('search-jobName').fill('每日汇总');
    await page.getByTestId('search-submit').click();
    const row = table.locator('tbody tr.ant-table-row', { hasText: '每日汇总（测试）' });
    await poll(() => row.count()).toBe(1);
    expect(await page.getByTestId(`job-status-${created.data!.jobId}`).getAttribute('aria-checked')).toBe('false');
    await row.getByTestId('row-edit').click();
    // The handler's typed argument shows the job's value.
    await poll(() => page.getByTestId('arg-rollupDays').inputValue()).toBe('3');
    await page.getByTestId('field-cronExpression').fill('0 0 25 * * ?');
    await poll(() => page.locator('.ant-drawer .ant-form-item-explain-error').allTextContents()).toContain(
      'cron表达式无效：请使用 5 到 7 个字段（[秒] 分 时 日 月 周 [年]），例如 0 0 2 * * ?',
    );
    await page.waitForTimeout(500); // let the message finish fading in for the screenshot
    await windowShot(page, 'jobs-form-error-zh');
    await page.getByTestId('field-cronExpression').fill('0 15 1 * * ?');
    await poll(() => page.getByTestId('cron-next-run').count()).toBe(5);
    await windowShot(page, 'jobs-form-preview-zh');
    await page
      .locator('.ant-drawer')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await rowAction(row, 'log');
    await page.waitForURL(/\/monitor\/job-log\/index\/\d+$/);
    await poll(() => page.getByTestId('list-table-monitor-job-log').locator('tbody tr.ant-table-row').count()).toBe(1);
    await windowShot(page, 'jobs-log-zh');
    await context.close();
  }, 120_000);
});
