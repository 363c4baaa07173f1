import { eq } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_MODULES, LANGS, isMessageKey } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { operationLogs } from './schema.js';
import { WRITE_METHODS } from '../routes/writes.js';

const t = useTestApp();
/** The last segment of a GET path that writes (the original interface deletes through GET). */
const WRITE_VERB = /^(delete|remove|save|add|edit|update|clear|clean|reset|run|unlock|sync|send)([A-Z_]|$)/i;

const label = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

async function loggedRows(url: string): Promise<number> {
  // The entry is written once the answer has left: wait for it a little.
  for (let i = 0; i < 50; i++) {
    const rows = await t.database.db.select({ id: operationLogs.id }).from(operationLogs).where(eq(operationLogs.url, url));
    if (rows.length) return rows.length;
    await new Promise((r) => setTimeout(r, 10));
  }
  return 0;
}

describe('the operation log covers every write route', () => {
  it('every POST/PUT/PATCH/DELETE route names its entry (or says it keeps its own log), and so does every GET that writes', () => {
    const routes = t.app.registeredRoutes;
    const unnamed = routes.filter((r) => WRITE_METHODS.has(r.method) && r.config.audit === undefined).map(label);
    expect(unnamed).toEqual([]);
    const writingGets = routes.filter((r) => r.method === 'GET' && WRITE_VERB.test(r.url.split('/').at(-1) ?? ''));
    expect(writingGets.map(label)).toContain('GET /api/WebPage/delete');
    expect(writingGets.filter((r) => !r.config.audit).map(label)).toEqual([]);
  });

  it('calling each route that names an entry writes one (GET /api/WebPage/delete among them)', async () => {
    const token = await t.login('admin', 'admin123');
    const named = t.app.registeredRoutes.filter((r) => r.config.audit);
    expect(named.map(label)).toContain('GET /api/WebPage/delete');
    const missing: string[] = [];
    for (const route of named) {
      const url = `${route.url.replace(/:[A-Za-z]+/g, '999999')}${route.url.includes('?') ? '&' : '?'}probe=${encodeURIComponent(label(route))}`;
      await t.app.inject({ method: route.method as 'GET', url, headers: { token }, ...(route.method === 'GET' ? {} : { payload: {} }) });
      if ((await loggedRows(url)) === 0) missing.push(label(route));
    }
    expect(missing).toEqual([]);
    console.log(`operation-log figures: ${named.length} routes that name an entry`);
  });
});

describe('the operation log speaks the user’s language', () => {
  it('every module and action a route declares has a name in every language', () => {
    const named = t.app.registeredRoutes.map((r) => r.config.audit).filter((a) => !!a);
    expect(named.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const audit of named) {
      // A save is logged as the add or the edit it was.
      const actions = audit.saveIdField ? ['add', 'edit'] : [audit.action];
      for (const lang of LANGS) {
        if (!Object.hasOwn(AUDIT_MODULES, audit.module) || !AUDIT_MODULES[audit.module]![lang]?.trim())
          missing.push(`module ${audit.module} (${lang})`);
        for (const action of actions)
          if (
            !Object.hasOwn(AUDIT_ACTIONS, action) ||
            !isMessageKey(`audit.action.${action}`) ||
            !AUDIT_ACTIONS[action]!.label[lang]?.trim()
          )
            missing.push(`action ${audit.module}.${action} (${lang})`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
