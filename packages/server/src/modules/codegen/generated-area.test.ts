import { spawnSync } from 'node:child_process';
import { cpSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODEGEN_API, type GenTableDetail, genTableUpdateOf } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { generateArea } from './generate.js';
import { writeIntoTree } from './output.js';

/*
 * The generated area works unchanged: a fresh table is imported and edited, its area generated
 * and written into a scratch copy of the repository, and there its files pass ESLint, the whole
 * repository type-checks (TypeScript 7) and the area's own API test passes on a database migrated
 * with the table. The copy holds only what these need: the packages' sources as hard links (the
 * files the generation or the contracts' index rewrite are real copies), node_modules as links.
 */

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url)).replace(/\/$/, '');
const TABLE = 'gen_scratch_gadget';
const DDL = `create table ${TABLE} (
  id serial primary key,
  org_id integer not null,
  gadget_name varchar(40) not null,
  serial_code varchar(20),
  weight integer,
  fragile boolean not null default false,
  delivered_on timestamptz,
  created_at timestamptz not null default now()
)`;

const t = useTestApp();
const scratch = mkdtempSync(join(tmpdir(), 'vr-generated-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Links every file under `from` into `to` (hard links: no bytes copied). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}

/** A file of the copy that will be rewritten: its own bytes, so the original never changes. */
function ownCopy(path: string): void {
  const target = join(scratch, path);
  rmSync(target, { force: true });
  mkdirSync(dirname(target), { recursive: true });
  cpSync(join(ROOT, path), target);
}

/** The copy of the repository: configs, scripts, the packages' sources and migrations, node_modules linked (the workspace's own packages to the copy). */
function scratchRepository(): void {
  for (const file of [
    'package.json',
    'tsconfig.base.json',
    'eslint.config.js',
    'vitest.config.ts',
    '.prettierrc.json',
    '.prettierignore',
    '.npmrc',
  ]) {
    try {
      cpSync(join(ROOT, file), join(scratch, file));
    } catch {
      // Not every repository has every config.
    }
  }
  cpSync(join(ROOT, 'scripts'), join(scratch, 'scripts'), { recursive: true });
  for (const pkg of ['contracts', 'device-sim', 'server', 'web']) {
    const dir = join(ROOT, 'packages', pkg);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'dist' || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) linkTree(join(dir, entry.name), join(scratch, 'packages', pkg, entry.name));
      else cpSync(join(dir, entry.name), join(scratch, 'packages', pkg, entry.name));
    }
    try {
      symlinkSync(join(dir, 'node_modules'), join(scratch, 'packages', pkg, 'node_modules'));
    } catch {
      // A package without dependencies of its own.
    }
  }
  // The simulator's build as the repository's tests use it (the generation never changes it).
  symlinkSync(join(ROOT, 'packages/device-sim/dist'), join(scratch, 'packages/device-sim/dist'));
  mkdirSync(join(scratch, 'node_modules/@vr'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '@vr') symlinkSync(join(ROOT, 'node_modules', entry), join(scratch, 'node_modules', entry));
  }
  for (const pkg of ['contracts', 'device-sim', 'server', 'web'])
    symlinkSync(join(scratch, 'packages', pkg), join(scratch, 'node_modules/@vr', pkg));
  // Rewritten in the copy: the contracts' lists, the list of areas and the migrations' journal.
  for (const file of ['index.ts', 'area-tables.ts', 'locales/screens.ts', 'locales/messages.ts'])
    rmSync(join(scratch, 'packages/contracts/src', file), { force: true });
  ownCopy('packages/server/src/modules/index.ts');
  ownCopy('packages/server/drizzle/meta/_journal.json');
}

/** The table's migration in the copy, as drizzle-kit would add it. */
function addMigration(area: string): void {
  const journalFile = join(scratch, 'packages/server/drizzle/meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number; when: number; tag: string }> };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_${area}`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  writeFileSync(join(scratch, `packages/server/drizzle/${tag}.sql`), `${DDL};\n`);
}

function run(command: string, args: string[]): { status: number | null; output: string } {
  const res = spawnSync(command, args, { cwd: scratch, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, maxBuffer: 64 << 20 });
  return { status: res.status, output: `${res.stdout}\n${res.stderr}`.slice(-6000) };
}

describe('a generated area', () => {
  it('passes lint, the type-check and its own tests in a copy of the repository', { timeout: 240_000 }, async () => {
    await t.database.db.execute(sql.raw(DDL));
    const admin = await apiAs(t, 'admin', 'admin123');
    const imported = await admin('POST', CODEGEN_API.importTable, { tables: [TABLE] });
    expect(imported.status).toBe(1001);
    const table: GenTableDetail = (await admin('GET', `${CODEGEN_API.base}/${imported.data[0].tableId}`)).data;
    const edits: Record<string, object> = {
      gadget_name: { minLength: 2, searchKind: 'like' },
      weight: { min: 0, max: 1000, searchKind: 'range' },
      delivered_on: { searchKind: 'range' },
      fragile: { searchKind: 'equals' },
    };
    const body = genTableUpdateOf(table);
    const columns = body.columns.map((c, i) => ({ ...c, ...edits[table.columns[i]!.columnName] }));
    const saved = await admin('PUT', CODEGEN_API.base, { ...body, businessName: 'Gadgets', columns });
    expect(saved.status).toBe(1001);

    scratchRepository();
    writeFileSync(
      join(scratch, 'packages/server/tsconfig.check.json'),
      JSON.stringify({
        extends: '../../tsconfig.base.json',
        compilerOptions: {
          noEmit: true,
          declaration: false,
          types: ['node', '@fastify/swagger'],
          // The contracts from their sources, as the web reads them: no build of the contracts first.
          paths: { '@vr/contracts': ['../contracts/src/index.ts'], '@vr/contracts/texts': ['../contracts/src/texts.ts'] },
        },
        // The platform with its augmentations of Fastify's types, and the area.
        include: ['src/platform', `src/modules/${table.areaName}`],
        exclude: ['src/**/*.test.ts'],
      }),
    );
    writeFileSync(
      join(scratch, 'packages/web/tsconfig.check.json'),
      JSON.stringify({ extends: './tsconfig.json', include: [`src/pages/${table.areaName}`, 'src/i18n/i18next.d.ts'] }),
    );
    const files = generateArea(saved.data);
    writeIntoTree(files, table.areaName, scratch, 'development');
    addMigration(table.areaName);
    const area = `packages/server/src/modules/${table.areaName}`;

    const tsc = join(ROOT, 'node_modules/typescript-7/bin/tsc');
    const steps: Array<[string, string[]]> = [
      ['node', ['scripts/contracts-index.mjs']],
      [
        'node',
        [
          join(ROOT, 'node_modules/eslint/bin/eslint.js'),
          '--max-warnings=0',
          ...files.filter((f) => /\.tsx?$/.test(f.path)).map((f) => f.path),
        ],
      ],
      // The platform and the area (not every area: the area's test imports the app, which vitest runs below).
      ['node', [tsc, '-p', 'packages/server/tsconfig.check.json']],
      ['node', [tsc, '-p', 'packages/web/tsconfig.check.json']],
      ['node', [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server', `${area}/${table.areaName}.test.ts`]],
    ];
    for (const [command, args] of steps) {
      const res = run(command, args);
      expect(res.status, `${args.slice(0, 3).join(' ')}\n${res.output}`).toBe(0);
    }
  });
});
