// Writes the contracts' lists from their folders, so that adding an area adds files and edits no
// list: the package's index (every module of packages/contracts/src), the text resources (every
// namespace of locales/screens/, every area of locales/messages/) and the tables areas extend
// (an `export const <AREA>_SCREENS` or `<AREA>_AUDIT_ACTIONS` of a module joins SCREENS or
// AUDIT_ACTIONS). The files it writes are not committed (.gitignore); `npm ci` (prepare), the
// build, the type-check and every test run write them, and only when their content changed.
// Run `node scripts/contracts-index.mjs` after adding a module, a namespace or a language file.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/contracts/src');
const LANGS = ['en', 'zh', 'es', 'ja'];
const NOTE = '// Written by scripts/contracts-index.mjs from the folders; not committed, never edited by hand.\n';

/** The modules written here, and those the package's index leaves out. */
const GENERATED = ['index.ts', 'area-tables.ts', 'locales/screens.ts', 'locales/messages.ts'];
const NOT_EXPORTED = new Set(['index.ts', 'texts.ts', 'area-tables.ts']);
/** The tables an area's module may extend, and the module that declares each. */
const TABLES = { SCREENS: 'screens.ts', AUDIT_ACTIONS: 'audit-names.ts' };

const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const id = (name, lang) => `${camel(name)}${lang[0].toUpperCase()}${lang[1]}`;
const quoted = (name) => (/^[a-z]\w*$/i.test(name) ? name : `'${name}'`);
const dirs = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

function resources(tree, constName, doc) {
  const names = dirs(path.join(src, 'locales', tree));
  let s = NOTE;
  for (const n of names) for (const l of LANGS) s += `import ${id(n, l)} from './${tree}/${n}/${l}.json' with { type: 'json' };\n`;
  s += `\n/** ${doc} */\nexport const ${constName} = {\n`;
  for (const n of names) s += `  ${quoted(n)}: { ${LANGS.map((l) => `${l}: ${id(n, l)}`).join(', ')} },\n`;
  return `${s}} as const;\n`;
}

function modules() {
  return readdirSync(src)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .sort();
}

function index() {
  const lines = modules()
    .filter((f) => !NOT_EXPORTED.has(f))
    .map((f) => `export * from './${f.replace(/\.ts$/, '.js')}';\n`);
  return `${NOTE}${lines.join('')}`;
}

function areaTables() {
  const found = Object.fromEntries(Object.keys(TABLES).map((t) => [t, []]));
  for (const f of modules()) {
    if (NOT_EXPORTED.has(f) || Object.values(TABLES).includes(f)) continue;
    const text = readFileSync(path.join(src, f), 'utf8');
    for (const [, name, table] of text.matchAll(/^export const ([A-Z][A-Z0-9_]*)_(SCREENS|AUDIT_ACTIONS)\b/gm)) {
      found[table].push({ name: `${name}_${table}`, file: f });
    }
  }
  let s = `${NOTE}// The screens and operation-log actions areas declare in their own modules (joined by screens.ts and audit-names.ts).\n`;
  for (const { name, file } of Object.values(found).flat()) s += `import { ${name} } from './${file.replace(/\.ts$/, '.js')}';\n`;
  for (const table of Object.keys(TABLES)) {
    const spread = found[table].map(({ name }) => `...${name}`).join(', ');
    s += `\nexport const AREA_${table} = ${spread ? `{ ${spread} }` : '{}'} as const;\n`;
  }
  return s;
}

/** Writes `file` when its content differs (an unchanged file keeps its time, so nothing rebuilds). */
function write(file, content) {
  const full = path.join(src, file);
  let old = null;
  try {
    old = readFileSync(full, 'utf8');
  } catch {
    // not written yet
  }
  if (old !== content) writeFileSync(full, content);
}

export function writeContractsIndex() {
  write('index.ts', index());
  write('area-tables.ts', areaTables());
  write(
    'locales/screens.ts',
    resources('screens', 'SCREEN_TEXTS', "Each namespace's texts by language: the server reads them all, the web one namespace at a time."),
  );
  write(
    'locales/messages.ts',
    resources('messages', 'MESSAGE_AREAS', "Each area's messages by language (keys unique across areas: locales.test.ts)."),
  );
}

export const GENERATED_FILES = GENERATED.map((f) => path.join(src, f));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writeContractsIndex();
