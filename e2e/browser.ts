import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type Download, type Locator, type Page, chromium } from 'playwright-core';
import { EXPORT_TASK_STATE, SESSION_COOKIE } from '@vr/contracts';
import { expect, inject, it } from 'vitest';

export const baseURL = (): string => inject('baseURL');

/** Debian's Chromium (its headless shell in `npm test`: scripts/chromium.mjs), with the flags this closed network needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // No optimising compiler: a test's page lives seconds, too short for TurboFan's background
      // compiles to pay back; without them the renderer took about a fifth less CPU (docs/testing.md).
      '--js-flags=--no-opt',
    ],
  });
}

const DEFAULT_VIEWPORT = { width: 1366, height: 800 };

export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Without opening animations a click lands where the dialog is, not where it is growing to.
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: 'en-US',
    viewport: DEFAULT_VIEWPORT,
    reducedMotion: 'reduce',
    ...options,
  });
  context.on('page', watchContentSecurityPolicy);
  const page = await context.newPage();
  return { context, page };
}

const cspViolations: string[] = [];

/** Collects what Chromium says when the Content-Security-Policy refuses something (csp-guard.ts fails the test). */
function watchContentSecurityPolicy(page: Page): void {
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to/i.test(text)) cspViolations.push(`${page.url()}: ${text}`);
  });
}

/** The violations seen since the last call. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Clicks the action `key` of a table row or card: its button, or the entry of the row's "More" menu. */
export async function rowAction(row: Locator, key: string): Promise<void> {
  const button = row.getByTestId(`row-${key}`);
  if ((await button.count()) > 0) return button.first().click();
  await row.getByTestId('row-more').first().click();
  await row.page().locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByTestId(`row-${key}`).click();
}

/**
 * Picks an option of an antd select by typing part of its label. A multiple select keeps its list
 * open: it is closed with Escape so it does not cover what comes next (a single select closes by
 * itself, and an Escape then would close the dialog the select is in).
 */
export async function chooseOption(page: Page, testId: string, text: string): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  const multiple = await select.evaluate((el) => el.closest('.ant-select')?.classList.contains('ant-select-multiple') ?? false);
  if (!multiple) return;
  await page.keyboard.press('Escape');
  await page
    .locator('.ant-select-dropdown:visible')
    .waitFor({ state: 'hidden', timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Pictures are for a person to look at, taken by `npm run shots` (SHOTS=1) and never in a CI run:
 * there the same steps run and every check holds, without the cost of the pictures.
 */
export const SHOTS = process.env['SHOTS'] === '1';

/** Where `npm run shots` writes its pictures (gitignored). */
export const SHOTS_DIR = path.resolve(new URL('.', import.meta.url).pathname, '..', 'screenshots');

/**
 * A test that exists to take pictures (a screen in each language and width): run by `npm run shots`
 * only. The checks CI keeps of those screens are in layout-pass.e2e.test.ts.
 */
export const itShots: typeof it.skip = it.runIf(SHOTS);

/**
 * Saves `screenshots/<name>.png` of a page (the window, or the whole page with `fullPage`) or of
 * one element, when pictures are asked for (SHOTS=1); otherwise does nothing.
 */
export async function shot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS) return;
  const file = path.join(SHOTS_DIR, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path: file });
}

/** Saves a whole-page screenshot under screenshots/ (SHOTS=1 only). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await shot(page, name, { fullPage: true });
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The session cookie the web app keeps after a sign-in, holding `token`. */
const putSession = (context: BrowserContext, token: string) =>
  context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL(), sameSite: 'Lax' }]);

/**
 * A browser context holding a session of the user, made through the API: the session cookie the
 * web app keeps after a sign-in, without the sign-in page (which sign-in.e2e.test.ts tests).
 */
export async function sessionContext(
  browser: Browser,
  username: string,
  password: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const [opened, token] = await Promise.all([newPage(browser, options), apiToken(username, password)]);
  await putSession(opened.context, token);
  return { ...opened, token };
}

/** A new page of the user's session, opened directly on `path` (the screen under test). */
export async function openAs(
  browser: Browser,
  username: string,
  password: string,
  to: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await sessionContext(browser, username, password, options);
  await opened.page.goto(to);
  return opened;
}

/** Per browser, the page kept for each account and set of context options (see `keptPageAs`). */
const keptPages = new WeakMap<Browser, Map<string, { context: BrowserContext; page: Page }>>();

/**
 * A page of the user's session on `to`, as `openAs` gives, but kept for the file's next test of the
 * same account and options: each call starts it afresh (a new session cookie and no other, browser
 * storage emptied, routes, listeners and other windows gone, the app loaded again) in the same
 * renderer, which costs the machine less than half of a new context's first load. For tests with
 * one window of one account; a test needing two at once, or closing its context, uses `openAs`.
 */
export async function keptPageAs(
  browser: Browser,
  username: string,
  password: string,
  to: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${username}\n${JSON.stringify(options)}`;
  let byKey = keptPages.get(browser);
  if (!byKey) keptPages.set(browser, (byKey = new Map()));
  const kept = byKey.get(key);
  if (!kept || kept.page.isClosed()) {
    const opened = await openAs(browser, username, password, to, options);
    byKey.set(key, { context: opened.context, page: opened.page });
    return opened;
  }
  const { context, page } = kept;
  for (const other of context.pages()) if (other !== page) await other.close();
  await Promise.all([context.unrouteAll({ behavior: 'ignoreErrors' }), page.unrouteAll({ behavior: 'ignoreErrors' })]);
  page.removeAllListeners();
  watchContentSecurityPolicy(page);
  // Leave the app first (a page being unloaded may still write its storage), then empty it.
  await page.goto('/api/health');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  await putSession(context, await apiToken(username, password));
  await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
  await page.goto(to);
  return kept;
}

/** `signedInWith` on the account's kept page (`keptPageAs`). */
export async function keptSignedInWith(
  browser: Browser,
  username: string,
  password: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  return onDashboard(await keptPageAs(browser, username, password, '/dashboard', options));
}

/** A new page signed in and on /dashboard, for tests whose subject comes after sign-in. */
export async function signedInPage(browser: Browser, username: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openAs(browser, username, password, '/dashboard');
  await opened.page.waitForURL(/\/dashboard$/);
  return opened;
}

// ---- Shell helpers (signed-in frame tests) ----

/** Signs in through the API and answers the session token (for setting up data in a test). */
export async function apiToken(username: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL()}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, code: '', uuid: '' }),
  });
  const body = (await res.json()) as { status: number; result?: { token?: string } };
  if (!body.result?.token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return body.result.token;
}

/** One call to the API with a token; answers the envelope. */
export async function api<T = unknown>(
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; data?: T; result?: unknown }> {
  const res = await fetch(`${baseURL()}${url}`, {
    method,
    headers: { token, lang: 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { status: number; data?: T; result?: unknown };
}

export interface MenuInput {
  parentId?: number;
  name: string;
  titles: { zh: string; en: string; es: string; ja: string };
  menuType: 'M' | 'C' | 'F';
  path?: string;
  component?: string;
  perms?: string;
  icon?: string;
  sort?: number;
  status?: 1 | 0;
  alwaysShow?: boolean;
  noCache?: boolean;
  affix?: boolean;
  isExternal?: boolean;
}

/** Creates a menu entry as the given user (POST /admin/system/menu) and answers its id. */
export async function createMenu(token: string, menu: MenuInput): Promise<number> {
  const res = await api<{ id: number }>(token, 'POST', '/admin/system/menu', { parentId: 0, ...menu });
  if (res.status !== 1001 || !res.data) throw new Error(`menu ${menu.name} not created: ${JSON.stringify(res)}`);
  return res.data.id;
}

/** Deletes menu entries, children first (give them in creation order). */
export async function deleteMenus(token: string, ids: readonly number[]): Promise<void> {
  for (const id of [...ids].reverse()) await api(token, 'DELETE', `/admin/system/menu/${id}`);
}

/** Same titles in every language (menus made by tests). */
export const titles = (text: string, zh = text) => ({ zh, en: text, es: text, ja: text });

/**
 * The languages (with their browser locale) and the widths (a desktop, a phone) the screens are
 * shown in, in the order their screenshots are taken: English first, the desktop before the phone.
 */
export const SCREEN_VARIANTS = (['en', 'zh'] as const).flatMap((lang) =>
  [1440, 390].map((width) => ({ lang, locale: lang === 'en' ? ('en-US' as const) : ('zh-CN' as const), width })),
);

/** A new page signed in as the user and on /dashboard, with context options (viewport, locale…). */
export async function signedInWith(
  browser: Browser,
  username: string,
  password: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  return onDashboard(await openAs(browser, username, password, '/dashboard', options));
}

/** Waits for the opened page to show the dashboard, its greeting drawn. */
async function onDashboard(opened: { context: BrowserContext; page: Page }): Promise<{ context: BrowserContext; page: Page }> {
  await opened.page.waitForURL(/\/dashboard$/);
  await opened.page.getByTestId('dashboard-greeting').first().waitFor();
  return opened;
}

/** The tab bar's full paths, in order. */
export function tabPaths(page: Page): Promise<string[]> {
  return page.getByTestId('tab').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset['path'] ?? ''));
}

/** Screenshot of the visible window only (the shell's panes scroll inside it); SHOTS=1 only. */
export async function windowShot(page: Page, name: string): Promise<void> {
  await shot(page, name);
}

/**
 * Starts the screen's export (answering its confirmation or column choice as offered, all columns),
 * waits for the "export started" notice, then opens Reports → Export download in a page of its own
 * (the screen under test stays as it was), waits for the newest task to finish and downloads its file.
 */
export async function exportThroughCentre(page: Page): Promise<Download> {
  await page.getByTestId('export-button').click();
  const link = page.getByTestId('export-centre-link');
  const first = await Promise.race([
    link.waitFor().then(() => 'started' as const),
    page
      .getByTestId('export-columns-ok')
      .waitFor()
      .then(() => 'columns' as const),
    page
      .getByTestId('confirm-ok')
      .waitFor()
      .then(() => 'confirm' as const),
  ]).catch(() => 'started' as const);
  if (first === 'columns') await page.getByTestId('export-columns-ok').click();
  if (first === 'confirm') await page.getByTestId('confirm-ok').click();
  await link.waitFor();
  const centre = await page.context().newPage();
  try {
    await centre.goto('/report/exportTask');
    const newest = centre.getByTestId('export-centre-page').locator('tbody tr.ant-table-row').first();
    await newest.waitFor();
    await expect
      .poll(() => newest.getByTestId('export-state').getAttribute('data-code'), { timeout: 60_000 })
      .toBe(String(EXPORT_TASK_STATE.done.code));
    const [download] = await Promise.all([centre.waitForEvent('download'), rowAction(newest, 'download')]);
    await download.path();
    return download;
  } finally {
    await centre.close();
  }
}
