import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, keptPageAs, launch, openAs, shot } from './browser.js';

/** The knowledge base: a classification, an article with a picture, found by a word of its text, read on a phone. */

/** A grey PNG of the given size: wider than a phone, so the reader must scale it down. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x99)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
const STAMP = Date.now().toString(36);
const CLASS = `Brewing unit ${STAMP}`;
const TITLE = `Replacing the brewing seal ${STAMP}`;
const WORD = `gasket${STAMP}`;

let browser: Browser;
let admin: string;
const articles: number[] = [];
let classId: number | undefined;

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'admin123');
});

afterAll(async () => {
  if (articles.length) await api(admin, 'DELETE', `/api/Knowledge/article/${articles.join(',')}`);
  if (classId) await api(admin, 'DELETE', `/api/Knowledge/class/${classId}`);
  await browser?.close();
});

async function pickInTree(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').filter({ hasText: text }).first().click();
}

describe('knowledge base', () => {
  it('a classification, an article with a picture, found by a word of its text, read at 390 px by a customer’s maintenance staff', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/knowledge/class');
    await page.getByTestId('knowledge-class-page').waitFor();
    await page.getByTestId('add-button').click();
    await page.getByTestId('field-className').fill(CLASS);
    await page.getByTestId('form-submit').click();
    await page.getByTestId('knowledge-class-table').getByText(CLASS).waitFor();

    await page.goto('/knowledge/article');
    await page.getByTestId('knowledge-article-page').waitFor();
    await page.getByTestId('add-button').click();
    const drawer = page.getByTestId('form-drawer');
    await drawer.getByTestId('field-title').fill(TITLE);
    await pickInTree(page, 'field-classId', CLASS);
    await drawer.getByTestId('field-state').getByText('Published').click();
    await drawer.getByTestId('field-allCustomers').click();
    const editor = drawer.getByTestId('field-content');
    await editor.click();
    await page.keyboard.type(`Take the old ${WORD} out before fitting the new one.`);
    await page.keyboard.press('Enter');
    await page.getByTestId('rte-file').setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: png(1200, 300) });
    await expect.poll(() => editor.locator('img').getAttribute('src'), { timeout: 10_000 }).toMatch(/^\/api\/files\/.+\.png$/);
    await shot(page, 'knowledge/article-form');
    await page.getByTestId('form-submit').click();
    await drawer.waitFor({ state: 'hidden' });

    // Found by a word of its content, which the title does not carry.
    await page.getByTestId('search-keyword').fill(WORD);
    await page.getByTestId('search-submit').click();
    const rows = page.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(TITLE);
    await shot(page, 'knowledge/article-list');

    const found = await api<Array<{ articleId: number; classId: number }>>(admin, 'GET', `/api/Knowledge/article/list?keyword=${WORD}`);
    const article = found.data![0]!;
    articles.push(article.articleId);
    classId = article.classId;

    // Demo Coffee Co.'s maintenance account reads it on a phone: large text, the picture inside the width.
    const phone = await openAs(browser, 'ops', 'ops12345', `/knowledge/read/${article.articleId}`, {
      viewport: { width: 390, height: 844 },
    });
    const reader = phone.page.getByTestId('knowledge-reader');
    await reader.getByRole('heading', { name: TITLE }).waitFor();
    const content = reader.getByTestId('knowledge-reader-content');
    expect(await content.textContent()).toContain(WORD);
    const img = content.locator('img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
    const drawn = await img.evaluate((el) => ({ right: el.getBoundingClientRect().right, width: el.getBoundingClientRect().width }));
    expect(drawn.right).toBeLessThanOrEqual(390);
    expect(drawn.width).toBeGreaterThan(200);
    const fontSize = await content.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(17);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone.page, 'knowledge/reader-390');
    await phone.context.close();
  });
});
