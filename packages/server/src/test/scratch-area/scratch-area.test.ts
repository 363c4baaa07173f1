import { readFileSync, readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVICE_API, Status } from '@vr/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AREAS } from '../../modules/index.js';
import { devices } from '../../modules/devices/index.js';
// The ownership rule's own reader; importing its file runs that file's three checks here as well.
import { foreignWrites, tableOwners } from '../../modules/ownership.test.js';
import type { AreaDefinition } from '../../platform/area.js';
import { operationLogs } from '../../platform/audit/schema.js';
import { jobs } from '../../platform/jobs/schema.js';
import { syncReferenceData } from '../../platform/reference-data.js';
import { WiringError, provide, wireAreas } from '../../platform/wiring/index.js';
import { orgIdByCode, grantToRole } from '../fixtures.js';
import { body, useTestApp } from '../harness.js';
import { SCRATCH_NOTE_API, SCRATCH_NOTE_PERMS, type ScratchNote } from './contracts.js';
import { area, noteBadges } from './index.js';
import { SCRATCH_MIGRATION } from './schema.js';

/*
 * A new business area costs its own folder, its entry in AREAS and its migration (and its
 * contracts, kept in contracts.ts here). The scratch area of this folder is such an area; the
 * line below is the one line every reader of AREAS (the app's routes and wiring, the start's sync
 * of menus and reference data, jobs, exports, uniques) sees.
 */
vi.mock('../../modules/index.js', async (importOriginal) => {
  const real = await importOriginal<{ AREAS: readonly AreaDefinition[] }>();
  const { area: scratchNotes } = await import('./index.js');
  return { ...real, AREAS: [...real.AREAS, scratchNotes] };
});

const t = useTestApp();
const silent = () => {};

beforeAll(async () => {
  // The start: its migrations (the one this area adds), then the built-in menus of every area.
  for (const statement of SCRATCH_MIGRATION.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
  await syncReferenceData(t.database.db, AREAS);
});

type Method = 'GET' | 'POST' | 'PUT';
const call = async (method: Method, url: string, token?: string, payload?: object, lang = 'en') => {
  const res = await t.app.inject({ method, url, headers: { lang, ...(token ? { token } : {}) }, ...(payload ? { payload } : {}) });
  return { http: res.statusCode, ...body<ScratchNote[]>(res) };
};
const list = (token?: string) => call('GET', `${SCRATCH_NOTE_API.list}?limit=100`, token);
const add = (token: string, note: string) => call('POST', SCRATCH_NOTE_API.add, token, { body: note });

/** Names of every entry of a menu tree. */
const menuNames = (items: Array<{ name: string; children?: unknown[] }>): string[] =>
  items.flatMap((item) => [item.name, ...menuNames((item.children ?? []) as typeof items)]);
const menuOf = async (token: string) => menuNames((await call('GET', '/api/api/v5/navigate', token)).data as never);

/** The operation-log entries of the area's writes (written once the answer has left: waits a little). */
async function logged(entry: { module: string; action: string; username: string; status: number }): Promise<number> {
  const where = and(
    eq(operationLogs.module, entry.module),
    eq(operationLogs.action, entry.action),
    eq(operationLogs.username, entry.username),
    eq(operationLogs.status, entry.status),
  );
  for (let i = 0; i < 50; i++) {
    const rows = await t.database.db.select({ id: operationLogs.id }).from(operationLogs).where(where);
    if (rows.length) return rows.length;
    await new Promise((r) => setTimeout(r, 10));
  }
  return 0;
}

/** Gives the demo maintenance role (the ops account) these permissions, through the area's own menu entries. */
async function grantOps(perms: string[]) {
  await grantToRole(t.database.db, 'maintenance', perms);
  t.app.callers.forgetAll();
}

describe('a new area in its own folder and one line of AREAS', () => {
  it('is in AREAS once, last, and no source outside its folder names it', () => {
    expect(AREAS.filter((a) => a.name === area.name)).toHaveLength(1);
    expect(AREAS.at(-1)).toBe(area);
    const roots = ['../../', '../../../../contracts/src/', '../../../../web/src/', '../../../drizzle/'].map((p) =>
      fileURLToPath(new URL(p, import.meta.url)),
    );
    const here = fileURLToPath(new URL('./', import.meta.url));
    const naming = roots
      .flatMap((root) => (readdirSync(root, { recursive: true }) as string[]).map((file) => `${root}${file}`))
      .filter((file) => !file.startsWith(here) && /\.(ts|tsx|json|sql)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /scratch[-_]note|ScratchNote/.test(readFileSync(file, 'utf8')));
    expect(naming).toEqual([]);
  });

  it('its routes answer 401 without a session, 403 without the permission, 200 with it', async () => {
    expect((await list()).http).toBe(401);
    const ops = await t.login('ops', 'ops12345');
    const refused = await list(ops);
    expect([refused.http, refused.status]).toEqual([403, Status.FORBIDDEN]);
    expect((await add(ops, 'Refused')).http).toBe(403);
    const admin = await t.login('admin', 'admin123');
    expect([(await list(admin)).http, (await list(admin)).status]).toEqual([200, Status.SUCCESS]);
    await grantOps([SCRATCH_NOTE_PERMS.list]);
    expect((await list(ops)).status).toBe(Status.SUCCESS);
    // The list's permission is not the add's.
    expect((await add(ops, 'Still refused')).http).toBe(403);
  });

  it('its menu entry shows for a role granted it, in the reader’s language, and not before', async () => {
    const ops = await t.login('ops', 'ops12345');
    expect(await menuOf(ops)).not.toContain('ScratchNotes');
    await grantOps([SCRATCH_NOTE_PERMS.list]);
    expect(await menuOf(ops)).toContain('ScratchNotes');
    const nav = (await call('GET', '/api/api/v5/navigate', ops, undefined, 'zh')).data as Array<{
      children?: Array<{ name: string; meta: { title: string } }>;
    }>;
    const entry = nav.flatMap((item) => item.children ?? []).find((item) => item.name === 'ScratchNotes');
    expect(entry?.meta.title).toBe('便签');
    expect(await menuOf(await t.login('admin', 'admin123'))).toContain('ScratchNotes');
  });

  it('its write goes through: validated, stored in its table, logged, listed in the data scope', async () => {
    const ops = await t.login('ops', 'ops12345');
    await grantOps([SCRATCH_NOTE_PERMS.list, SCRATCH_NOTE_PERMS.add]);
    expect((await add(ops, '   ')).status).toBe(Status.BAD_REQUEST);
    const added = await add(ops, 'Restock the cups');
    expect(added.status).toBe(Status.SUCCESS);
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const mine = (await list(ops)).data.find((n) => n.body === 'Restock the cups');
    expect(mine).toMatchObject({ orgId: demo, deviceCode: null });
    expect(await logged({ module: 'scratchNote', action: 'add', username: 'ops', status: Status.SUCCESS })).toBe(1);
  });

  it('its scheduled job is a built-in job of the installation, shown in the reader’s language', async () => {
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.builtInKey, 'scratchNoteCount'));
    expect(job).toMatchObject({ invokeTarget: 'scratchNotes.count', cronExpression: '0 0 6 * * ?', jobName: 'Daily note count' });
    const admin = await t.login('admin', 'admin123');
    const listed = (await call('GET', `/admin/monitor/job/list?limit=100`, admin, undefined, 'zh')).data as unknown as Array<{
      jobId: number;
      jobName: string;
    }>;
    expect(listed.find((j) => j.jobId === job!.id)?.jobName).toBe('每日便签计数');
    const run = await call('PUT', '/admin/monitor/job/run', admin, { jobId: job!.id });
    expect(run.status).toBe(Status.SUCCESS);
  });

  it('hears another area’s event after its commit: a device’s new secret writes a note', async () => {
    const admin = await t.login('admin', 'admin123');
    const [device] = await t.database.db.select({ id: devices.id, code: devices.deviceCode }).from(devices).limit(1);
    expect((await call('POST', DEVICE_API.rotateSecret, admin, { id: device!.id })).status).toBe(Status.SUCCESS);
    expect((await list(admin)).data.map((n) => n.deviceCode)).toContain(device!.code);
  });

  it('owns its table: its own writes pass the ownership rule, another area’s write to it is found', () => {
    const srcDir = fileURLToPath(new URL('../../', import.meta.url));
    const folder = 'test/scratch-area/';
    const sources = (readdirSync(srcDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('.cases.'))
      .map((file) => relative(srcDir, `${srcDir}${file}`))
      // The folder stands where a new area's folder stands.
      .map((path) => ({
        path: path.startsWith(folder) ? `modules/${area.name}/${path.slice(folder.length)}` : path,
        text: readFileSync(`${srcDir}${path}`, 'utf8'),
      }));
    const owners = tableOwners();
    const table = owners.byConst.get('scratchNotes')!;
    owners.byConst.set('scratchNotes', { ...table, owner: area.name });
    owners.bySql.set(table.sqlName, area.name);
    const concerning = (writes: string[]) => writes.filter((w) => w.includes(`${area.name}`));
    expect(concerning(foreignWrites(sources, owners))).toEqual([]);
    const foreign = [
      { path: 'modules/devices/x.ts', text: `import { scratchNotes } from '../${area.name}/index.js';\nawait db.delete(scratchNotes);` },
      { path: 'modules/orders/y.ts', text: 'await db.execute(sql`insert into scratch_note (org_id, body) values (1, 2)`);' },
    ];
    expect(foreignWrites([...sources, ...foreign], owners).filter((w) => w.includes('(scratch-notes)'))).toEqual([
      'modules/devices/x.ts: devices → scratch_note (scratch-notes)',
      'modules/orders/y.ts: orders → scratch_note (scratch-notes)',
    ]);
  });

  it('the wiring refuses to start when it needs a port no area provides, naming the area and the port', () => {
    const needing = AREAS.map((a) => (a === area ? { ...a, needs: [noteBadges] } : a));
    try {
      expect(() => wireAreas(needing, silent)).toThrow(WiringError);
      expect(() => wireAreas(needing, silent)).toThrow('The area "scratch-notes" needs "scratch-notes.badges", which no area provides.');
      // The provider is a line of the higher area, in that area's own folder.
      const higher: AreaDefinition = { name: 'above-scratch', provides: [provide(noteBadges, async () => new Map<number, string>())] };
      expect(() => wireAreas([...needing, higher], silent)).not.toThrow();
    } finally {
      wireAreas(AREAS, silent);
    }
  });
});
