import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { inject } from 'vitest';

export const baseURL = (): string => inject('baseURL');

/** Debian's Chromium, with the flags this closed network needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'en-US', viewport: { width: 1366, height: 800 }, ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under screenshots/ (gitignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(new URL('.', import.meta.url).pathname, '..', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A new page already signed in and on /dashboard, for tests whose subject comes after sign-in. */
export async function signedInPage(browser: Browser, username: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser);
  await opened.page.goto('/login');
  await signIn(opened.page, username, password);
  await opened.page.waitForURL(/\/dashboard$/);
  return opened;
}
