import fs from 'node:fs';
import JSZip from 'jszip';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiToken, itShots, keptPageAs, launch, openAs, rowAction, SCREEN_VARIANTS, shot } from './browser.js';

/**
 * System → code generation: a table made by hand (no area owns it) is imported through the
 * dialog, two of its columns are edited on the edit page, the generated files are previewed and
 * downloaded as a zip, and a file is read out of it. Needs the server on PostgreSQL (the table is
 * made there); on the embedded PGlite it is skipped. Screenshots of both screens in English and
 * Chinese, 1440 and 390 px (SHOTS=1).
 */
const TABLE = 'e2e_gen_widget';
const url = inject('databaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  if (!url) return;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(
    `create table if not exists ${TABLE} (id serial primary key, org_id integer not null, widget_name varchar(40) not null, weight integer)`,
  );
  await db.end();
});

afterAll(async () => {
  await browser?.close();
});

describe('code generation', () => {
  it.runIf(url)('imports a table, edits two columns, previews and downloads the generated area', async () => {
    const { page } = await keptPageAs(browser, 'admin', 'admin123', '/system/gen', { acceptDownloads: true });
    await page.getByTestId('codegen-page').waitFor();
    await page.getByTestId('gen-import').click();
    await page.getByTestId('gen-import-search').locator('input').fill(TABLE);
    await page.getByTestId('gen-import-search').locator('input').press('Enter');
    const row = page.getByTestId('gen-import-tables').locator('tr', { hasText: TABLE });
    await row.locator('input[type=checkbox]').check();
    await shot(page, 'codegen/import-dialog');
    await page.getByTestId('gen-import-ok').click();

    const listed = page.getByTestId('codegen-page').locator('tr', { hasText: TABLE });
    await listed.waitFor();
    await rowAction(listed, 'gen-edit');
    await page.waitForURL(/\/tool\/gen-edit\/index\/\d+$/);
    await page.getByTestId('gen-columns').waitFor();
    // Two columns: the name gets an English label and a pattern, the weight a longer rule.
    await page.getByTestId('gen-label-widget_name-en').fill('Widget title');
    await page.getByTestId('gen-pattern-widget_name').fill('^[A-Za-z ]+$');
    await page.getByTestId('gen-required-weight').check();
    await shot(page, 'codegen/edit-columns');
    await page.getByTestId('gen-save').click();
    const tableId = Number(page.url().split('/').pop());
    const token = await apiToken('admin', 'admin123');
    await expect
      .poll(async () => {
        const detail = await api<{
          columns: Array<{ columnName: string; labels: { en: string }; pattern: string | null; required: boolean }>;
        }>(token, 'GET', `/admin/tool/gen/${tableId}`);
        const byName = new Map(detail.data!.columns.map((c) => [c.columnName, c]));
        return [byName.get('widget_name')?.labels.en, byName.get('widget_name')?.pattern, byName.get('weight')?.required];
      })
      .toEqual(['Widget title', '^[A-Za-z ]+$', true]);

    await page.getByTestId('gen-preview-open').click();
    const preview = page.getByTestId('gen-preview');
    await preview.getByTestId('gen-code').waitFor();
    await preview.getByTestId('gen-files').getByText('contracts/src/e2e-gen-widget.ts', { exact: true }).click();
    await expect.poll(() => preview.getByTestId('gen-code').textContent()).toContain("regex(new RegExp('^[A-Za-z ]+$'))");
    await shot(page, 'codegen/preview');
    const [download] = await Promise.all([page.waitForEvent('download'), preview.getByTestId('gen-download').click()]);
    expect(download.suggestedFilename()).toBe('e2e-gen-widget.zip');
    const zip = await JSZip.loadAsync(fs.readFileSync((await download.path())!));
    const contracts = await zip.file('packages/contracts/src/e2e-gen-widget.ts')!.async('string');
    expect(contracts).toContain('widgetName: z.string().trim().min(1).max(40).regex(');
    expect(Object.keys(zip.files)).toContain('packages/web/src/pages/e2e-gen-widget/E2eGenWidgetPage.tsx');
  });

  itShots('the list and the edit page in English and Chinese at 1440 and 390 px', { timeout: 120_000 }, async () => {
    const token = await apiToken('admin', 'admin123');
    const tables = await api<Array<{ tableId: number }>>(token, 'GET', '/admin/tool/gen/list?limit=1');
    for (const { lang, locale, width } of SCREEN_VARIANTS) {
      const { context, page } = await openAs(browser, 'admin', 'admin123', '/system/gen', { locale, viewport: { width, height: 900 } });
      await page.getByTestId('codegen-page').waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `codegen/${lang}-${width}-list`);
      if (tables.data?.[0]) {
        await page.goto(`/tool/gen-edit/index/${tables.data[0].tableId}`);
        await page.getByTestId('gen-columns').waitFor();
        await shot(page, `codegen/${lang}-${width}-edit`);
      }
      await context.close();
    }
  });
});
