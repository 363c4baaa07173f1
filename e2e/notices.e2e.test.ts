import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, launch, sessionContext, signedInWith } from './browser.js';

/** Notices published to an organisation reach its users through the header bell. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
let browser: Browser;
let admin: string;
const created: number[] = [];

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
});

afterAll(async () => {
  if (created.length) await api(admin, 'DELETE', `/admin/system/notice/${created.join(',')}`);
  await browser?.close();
});

async function demoId(): Promise<number> {
  const res = await api<Array<{ orgId: number; orgName: string; children?: unknown[] }>>(
    admin,
    'GET',
    '/api/Org/tree/v2?orgName=Demo%20Coffee',
  );
  const find = (nodes: Array<{ orgId: number; orgName: string; children?: unknown[] }>): number | undefined => {
    for (const n of nodes) {
      if (n.orgName === 'Demo Coffee Co.') return n.orgId;
      const inner = find((n.children ?? []) as typeof nodes);
      if (inner) return inner;
    }
    return undefined;
  };
  const id = find(res.data ?? []);
  if (!id) throw new Error('Demo Coffee Co. not found');
  return id;
}

const unreadOf = async (token: string) =>
  (await api<{ count: number; latest: Array<{ noticeId: number }> }>(token, 'GET', '/admin/system/notice/unread')).data!;

describe('notices', () => {
  it('admin publishes a notice to Demo Coffee Co.; ops sees the badge, opens it, and the badge clears', async () => {
    const ops = await apiToken('ops', 'ops12345');
    const harbor = await apiToken('harbor', 'harbor123');
    const harborBefore = (await unreadOf(harbor)).count;

    const { context, page } = await sessionContext(browser, 'admin', 'admin123');
    // The editor's code is fetched only when a form with the editor opens.
    const editorChunks: string[] = [];
    page.on('request', (r) => {
      if (/TipTapEditor/.test(r.url())) editorChunks.push(r.url());
    });
    await page.goto('/system/notice');
    await page.getByTestId('notice-page').waitFor();
    expect(editorChunks).toEqual([]);
    await page.getByTestId('add-button').click();
    const drawer = page.getByTestId('form-drawer');
    await drawer.getByTestId('field-noticeTitle').fill('Coffee machine service on Friday');
    const editor = drawer.getByTestId('field-noticeContent');
    await editor.click();
    expect(editorChunks).toHaveLength(1);
    await page.getByTestId('rte-bold').click();
    await page.keyboard.type('Machines are offline 9-11 am');
    await page.getByTestId('rte-bold').click();
    await page.keyboard.press('Enter');
    // A bulleted list through the toolbar.
    await page.getByTestId('rte-ul').click();
    await page.keyboard.type('Bring your own cup');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pay by card');
    await expect.poll(() => editor.locator('ul > li').allTextContents()).toEqual(['Bring your own cup', 'Pay by card']);
    // Out of the list, a link typed in the link box.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByTestId('rte-link').click();
    await page.getByTestId('rte-link-input').fill('javascript:alert(1)');
    await page.getByTestId('rte-link-ok').click();
    await expect.poll(() => page.getByTestId('rte-link-input').isVisible()).toBe(true);
    await page.getByTestId('rte-link-input').fill('https://example.com/menu');
    await page.getByTestId('rte-link-ok').click();
    await expect.poll(() => editor.locator('a').getAttribute('href')).toBe('https://example.com/menu');
    // Editor images go through the upload (jpeg/png/gif, 5 MB, checked by content on the server).
    const file = page.getByTestId('rte-file');
    await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('File size must not exceed 5 MB!');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Only JPG/PNG/GIF images are allowed');
    await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await expect.poll(() => page.locator('.ant-notification').textContent()).toContain('Only JPG/PNG/GIF images are allowed');
    await expect.poll(() => editor.locator('img').count()).toBe(0);
    await file.setInputFiles({ name: 'pic.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => editor.locator('img').getAttribute('src'), { timeout: 10_000 }).toMatch(/^\/api\/files\/.+\.png$/);
    // Target: Demo Coffee Co.
    await drawer.locator('.ant-select').first().click();
    const popup = page.locator('.ant-select-dropdown:visible');
    await popup.getByText('Demo Coffee Co.', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => page.locator('tbody tr.ant-table-row').first().textContent()).toContain('Coffee machine service on Friday');
    const row = page.locator('tbody tr.ant-table-row').first();
    expect(await row.textContent()).toContain('Demo Coffee Co.');
    await context.close();

    const list = await api<Array<{ noticeId: number; noticeTitle: string; noticeContent: string }>>(
      admin,
      'GET',
      '/admin/system/notice/list?noticeTitle=Coffee%20machine',
    );
    const notice = list.data![0]!;
    created.push(notice.noticeId);
    expect(notice.noticeContent).toMatch(/<strong>Machines are offline 9-11 am<\/strong>/);
    expect(notice.noticeContent).toMatch(/<ul><li><p>Bring your own cup<\/p><\/li><li><p>Pay by card<\/p>/);
    expect(notice.noticeContent).toMatch(/<a href="https:\/\/example.com\/menu"[^>]*>https:\/\/example.com\/menu<\/a>/);
    expect(notice.noticeContent).toMatch(/<img src="\/api\/files\/[^"]+\.png"/);
    expect((await unreadOf(harbor)).count).toBe(harborBefore);
    const opsBefore = (await unreadOf(ops)).count;
    expect(opsBefore).toBeGreaterThanOrEqual(1);

    const opsPage = await signedInWith(browser, 'ops', 'ops12345');
    const badge = opsPage.page.getByTestId('notice-badge');
    await expect.poll(() => badge.locator('.ant-scroll-number, .ant-badge-count').first().getAttribute('title')).toBe(String(opsBefore));
    await opsPage.page.getByTestId('notice-bell').click();
    await opsPage.page.getByTestId('notice-item').filter({ hasText: 'Coffee machine service on Friday' }).click();
    const view = opsPage.page.getByTestId('notice-view-content');
    await expect.poll(() => view.innerHTML()).toContain('<strong>Machines are offline 9-11 am</strong>');
    expect(await view.locator('ul > li').allTextContents()).toEqual(['Bring your own cup', 'Pay by card']);
    await expect.poll(async () => (await unreadOf(ops)).count).toBe(opsBefore - 1);
    await opsPage.page.keyboard.press('Escape');
    if (opsBefore - 1 === 0) await expect.poll(() => badge.locator('.ant-badge-count').count()).toBe(0);
    else
      await expect
        .poll(() => badge.locator('.ant-scroll-number, .ant-badge-count').first().getAttribute('title'))
        .toBe(String(opsBefore - 1));
    await opsPage.context.close();
  });

  it('strips a <script> and onerror payload: opening the notice runs nothing', async () => {
    const demo = await demoId();
    const payload =
      '<p>Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
      '<a href="javascript:window.__pwned = 3">click</a><img src="https://example.invalid/a.png" onload="window.__pwned = 4">';
    const res = await api<{ noticeId: number; noticeContent: string }>(admin, 'POST', '/admin/system/notice', {
      noticeTitle: 'Payload probe',
      noticeType: 'announcement',
      noticeContent: payload,
      orgIds: [demo],
    });
    created.push(res.data!.noticeId);
    expect(res.data!.noticeContent).not.toMatch(/script|onerror|onload|javascript:/i);

    const { context, page } = await signedInWith(browser, 'ops', 'ops12345');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-item').filter({ hasText: 'Payload probe' }).click();
    const content = page.getByTestId('notice-view-content');
    await expect.poll(() => content.textContent()).toContain('Safe text');
    const html = await content.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onload|javascript:/i);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
