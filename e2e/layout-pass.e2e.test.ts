import { AxeBuilder } from '@axe-core/playwright';
import { DEVICE_API, type DeviceRow, MENU_API, type MenuRow } from '@vr/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, launch, newPage, SHOTS, sessionContext, shot } from './browser.js';

/**
 * One pass over every screen of the administrator's menu (and a device's detail), in English at
 * 1440 px and at 390 px (and in Chinese at both widths when pictures are taken): no error page, no untranslated key, no dictionary code shown
 * raw, no sideways scroll, and at 1440 px the key columns of each list (priority 1, and the
 * actions) inside the window; each screen has one h1 and no id used twice; and in English at
 * 1440 px axe-core finds no serious or critical WCAG 2 A/AA violation on the shown screen. The screens are reached the
 * way the menu reaches them, without reloading the app. With SHOTS=1 (`npm run shots`) each screen
 * is also photographed.
 */
const LANGS = [
  ['en', 'en-US'],
  ['zh', 'zh-CN'],
] as const;
const WIDTHS = [1440, 390] as const;
/**
 * What a width can get wrong (sideways scroll, a cut-off column) shows first in English, whose
 * labels are the longer. What Chinese alone could get wrong is a text missing from its resources,
 * which the resources' test refuses (every English key in every language); a dictionary code shows
 * raw when its entry is missing, in any language. So Chinese, a third of the pass's time, is walked (and
 * photographed) by `npm run shots` (SHOTS=1), not in every CI run; its sign-in page is checked in both.
 */
const langsWalked = LANGS.filter(([lang]) => lang === 'en' || SHOTS);
/** The language whose pass runs axe-core on every screen (the sign-in page is checked in each). */
const AXE_LANG = 'en';

let browser: Browser;

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

/** Requests the page has in flight, counted from its events. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** Goes to a route inside the running app, as a menu click does (no reload), and waits for it to settle. */
async function navigate(page: Page, to: string, inFlight: () => number): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.waitForURL((url) => url.pathname === to.split('?')[0]);
  await page.locator('main').first().waitFor();
  // Settled: nothing asked of the server for 150 ms, and no spinner shown (hidden kept-alive pages aside).
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) {
      // A screen's code still loading shows the page spinner; its data loading, antd's.
      const spinning = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="page-loading"], main .ant-spin-spinning')).some(
          (el) => (el as HTMLElement).offsetParent !== null,
        ),
      );
      if (!spinning) return;
    }
  }
}

/** What is wrong with the screen now shown; empty when nothing is. */
function problemsOf(page: Page, width: number): Promise<string[]> {
  return page.evaluate((windowWidth) => {
    const problems: string[] = [];
    // The shell keeps visited pages alive but hidden: only the shown one is judged.
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
    const main = document.querySelector('main') ?? document.body;
    // The shown page only: walking the hidden ones too would cost more with every screen visited.
    const shown = main.querySelector('[data-testid="tab-page"][data-active="true"]') ?? main;
    if (document.querySelector('[data-testid="page-404"], [data-testid="page-401"], .ant-result-error, .ant-result-500'))
      problems.push('an error page');

    // One h1, the page's title (the shell's), outside the hidden kept-alive pages.
    const hidden = '[data-testid="tab-page"][data-active="false"]';
    const h1s = Array.from(document.querySelectorAll('h1')).filter((el) => !el.closest(hidden));
    if (h1s.length !== 1) problems.push(`${h1s.length} h1 headings: ${h1s.map((el) => el.textContent).join(', ')}`);

    // An id used twice: a label or an aria reference of the shown screen may point at the other
    // one, also when that one is in a hidden kept-alive page.
    const seen = new Map<string, number>();
    for (const el of Array.from(document.querySelectorAll('[id]'))) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    const twice = Array.from(document.querySelectorAll('[id]'))
      .filter((el) => (seen.get(el.id) ?? 0) > 1 && !el.closest(hidden))
      .map((el) => el.id);
    if (twice.length) problems.push(`ids used twice: ${[...new Set(twice)].slice(0, 5).join(', ')}`);

    // A text that looks like an i18next key ("devices:list.title", "columns.status"), outside table
    // rows and phone cards: a parameter key or a user name is data, shown as typed.
    const walker = document.createTreeWalker(shown, NodeFilter.SHOW_TEXT);
    const raw: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!parent || !visible(parent) || parent.closest('.ant-table-tbody, .ant-list-item, [data-testid="list-card"]')) continue;
      if (/^[a-z][\w-]*:[a-z][\w.]*$|^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*){1,4}$/.test(text)) raw.push(text);
    }
    if (raw.length) problems.push(`untranslated ${raw.slice(0, 5).join(', ')}`);

    const codes = Array.from(shown.querySelectorAll('[data-raw-code]')).filter(visible);
    if (codes.length)
      problems.push(
        `dictionary codes shown raw: ${codes.slice(0, 5).map((el) => `${el.getAttribute('data-raw-code')}=${el.textContent}`)}`,
      );

    // The page, or a pane holding it, scrolling sideways (a table may scroll inside its own frame).
    const panes: Element[] = [document.documentElement];
    for (let el = document.querySelector('main'); el; el = el.parentElement) panes.push(el);
    const overflow = Math.max(...panes.map((el) => el.scrollWidth - el.clientWidth));
    if (overflow > 0) problems.push(`scrolls sideways by ${overflow}px`);

    if (windowWidth >= 1200) {
      for (const table of Array.from(shown.querySelectorAll('[data-testid^="list-table-"]')).filter(visible)) {
        const id = table.getAttribute('data-testid');
        const heads = Array.from(table.querySelectorAll('thead th[data-priority="1"], thead th[data-column="actions"]'));
        for (const th of heads) {
          const box = th.getBoundingClientRect();
          if (box.width === 0 || box.left < 0 || box.right > window.innerWidth + 1)
            problems.push(
              `${id}: column "${th.textContent?.trim()}" outside the window (${Math.round(box.left)}–${Math.round(box.right)})`,
            );
        }
      }
    }
    return problems;
  }, width);
}

/** Seconds spent in axe-core, per language (printed after the pass: CI time is a budget). */
const axeSeconds = new Map<string, { runs: number; seconds: number }>();

/**
 * What AxeBuilder injects when axe-core is in the page already: AxeBuilder evaluates its ~550 kB
 * source twice on every run otherwise, and the app is not reloaded between screens.
 */
const AXE_LOADED = 'void 0';

type Parked = { parked?: { el: Element; parent: Node; next: Node | null }[] };

/**
 * Takes the hidden kept-alive pages out of the document while axe-core runs, and puts them back
 * where they were. axe's colour-contrast rule lays out a grid of every element in the document,
 * hidden ones included, reading each one's computed style: with the pages of every screen visited
 * before kept alive (about 20 000 elements by the end of a pass) a run took 0.7–1.2 s, against
 * about 0.25 s without them. Nothing in the app changes them meanwhile (the screen has settled).
 */
const parkHiddenPages = (page: Page) =>
  page.evaluate(() => {
    const hidden = Array.from(document.querySelectorAll('[data-testid="tab-page"][data-active="false"]'));
    (window as Parked).parked = hidden.map((el) => ({ el, parent: el.parentNode!, next: el.nextSibling }));
    for (const el of hidden) el.remove();
  });
const restoreHiddenPages = (page: Page) =>
  page.evaluate(() => {
    for (const { el, parent, next } of ((window as Parked).parked ?? []).reverse()) parent.insertBefore(el, next);
    delete (window as Parked).parked;
  });

/**
 * The serious and critical WCAG 2 A/AA violations axe-core finds in what is shown: the sidebar,
 * the header and the active page of the shell (the hidden kept-alive pages parked meanwhile), or
 * all of a page without the shell (sign-in). One run in the page itself (legacy mode: no blank
 * page opened to merge frame results; the app has no frames of its own), reporting violations only.
 */
async function axeViolations(page: Page, lang: string, scope: 'shell' | 'page' = 'shell'): Promise<string[]> {
  const started = performance.now();
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  const builder = new AxeBuilder({ page, ...(loaded ? { axeSource: AXE_LOADED } : {}) })
    .withTags(['wcag2a', 'wcag2aa'])
    .options({ resultTypes: ['violations'], iframes: false })
    .setLegacyMode();
  if (scope === 'shell') {
    builder
      .include('[data-testid="shell"] > aside')
      .include('[data-testid="shell"] header')
      .include('[data-testid="tab-page"][data-active="true"]');
    await parkHiddenPages(page);
  }
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  try {
    results = await builder.analyze();
  } finally {
    if (scope === 'shell') await restoreHiddenPages(page);
  }
  const spent = axeSeconds.get(lang) ?? { runs: 0, seconds: 0 };
  axeSeconds.set(lang, { runs: spent.runs + 1, seconds: spent.seconds + (performance.now() - started) / 1000 });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`),
    );
}

/** The screens, read when the file is collected so that each one is a test of its own. */
async function loadScreens(): Promise<{ path: string; name: string }[]> {
  const token = await apiToken('admin', 'admin123');
  const rows = await api<MenuRow[]>(token, 'GET', MENU_API.list);
  const devices = await api<DeviceRow[]>(token, 'GET', `${DEVICE_API.list}?keyword=VR10004`);
  const device = devices.data!.find((d) => d.deviceCode === 'VR10004')!;
  return [
    { path: '/dashboard', name: 'Dashboard' },
    ...menuScreens(rows.data ?? []),
    { path: `/deviceManage/detail/index/${device.id}/faults/2020-01-01/2099-12-31/${device.deviceCode}`, name: 'Device detail' },
  ];
}
const screens = await loadScreens();

it('finds the menu screens', () => {
  expect(screens.length).toBeGreaterThan(20);
});

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

for (const [lang, locale] of LANGS) {
  it(`the sign-in page in ${lang}, with its field errors shown: no axe violation`, async () => {
    const { context, page } = await newPage(browser, { locale, viewport: { width: 1440, height: 900 } });
    try {
      await page.goto('/login');
      await page.getByTestId('login-submit').click();
      await page.locator('#login-username-help').waitFor();
      expect(await axeViolations(page, lang, 'page'), `axe-core on the sign-in page (${lang})`).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

for (const [lang, locale] of langsWalked) {
  describe(`every menu screen in ${lang}`, () => {
    let context: BrowserContext;
    let page: Page;
    let inFlight: () => number;
    beforeAll(async () => {
      ({ context, page } = await sessionContext(browser, 'admin', 'admin123', { locale, viewport: { width: 1440, height: 900 } }));
      inFlight = trackRequests(page);
    });
    afterAll(async () => {
      await context?.close();
      const spent = axeSeconds.get(lang);
      if (spent) console.log(`axe-core in ${lang}: ${spent.runs} runs, ${spent.seconds.toFixed(1)} s`);
    });

    for (const width of WIDTHS) {
      describe(`at ${width} px`, () => {
        // Each width starts from a fresh load, as a person on that screen would.
        beforeAll(async () => {
          await page.setViewportSize({ width, height: width >= 1200 ? 900 : 844 });
          await page.goto('/dashboard');
          await page.getByTestId('dashboard-greeting').first().waitFor();
        });
        for (const screen of screens) {
          it(`${screen.path}: no error page, raw key or code, sideways scroll, missing or second h1, repeated id${width >= 1200 ? ', key column out of sight' : ''}${width >= 1200 && lang === AXE_LANG ? ' or axe violation' : ''}`, async () => {
            await navigate(page, screen.path, inFlight);
            if (SHOTS) await shot(page, `screens/${lang}-${width}-${screen.path.replace(/^\//, '').replace(/\//g, '_') || 'root'}`);
            // A screen may still be filling in (a dictionary's labels arrive after its rows): what
            // is wrong must stay wrong for 5 s to count.
            await expect.poll(() => problemsOf(page, width), { timeout: 5_000, interval: 250 }).toEqual([]);
            // Accessibility once per screen, in English at the desktop width: axe's rules (names,
            // roles, contrast, structure) do not depend on the width, and the language only changes
            // the texts, which every language has (the resources' test); each run costs 1–4 s of CPU.
            if (width >= 1200 && lang === AXE_LANG)
              expect(await axeViolations(page, lang), `axe-core on ${screen.name} (${screen.path}, ${lang})`).toEqual([]);
          });
        }
      });
    }
  });
}
