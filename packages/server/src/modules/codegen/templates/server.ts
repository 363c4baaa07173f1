import type { GenColumn, GenFile } from '@vr/contracts';
import { GENERATED_MARK, type GenModel } from '../model.js';
import { ORG_COLUMN } from '../names.js';

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The drizzle builder of a catalogue column and the import it needs. */
function drizzleOf(c: GenColumn): { builder: string; fn: string } {
  const t = c.dbType;
  const name = q(c.columnName);
  if (c.primaryKey && /^integer/.test(t)) return { builder: `serial(${name}).primaryKey()`, fn: 'serial' };
  let builder: string;
  let fn: string;
  const varchar = /^character varying\((\d+)\)$/.exec(t);
  const numeric = /^numeric\((\d+),(\d+)\)$/.exec(t);
  if (varchar) [builder, fn] = [`varchar(${name}, { length: ${varchar[1]} })`, 'varchar'];
  else if (t === 'text' || /^character/.test(t)) [builder, fn] = [`text(${name})`, 'text'];
  else if (t === 'integer') [builder, fn] = [`integer(${name})`, 'integer'];
  else if (t === 'smallint') [builder, fn] = [`smallint(${name})`, 'smallint'];
  else if (t === 'bigint') [builder, fn] = [`bigint(${name}, { mode: 'number' })`, 'bigint'];
  else if (numeric) [builder, fn] = [`numeric(${name}, { precision: ${numeric[1]}, scale: ${numeric[2]}, mode: 'number' })`, 'numeric'];
  else if (t === 'real') [builder, fn] = [`real(${name})`, 'real'];
  else if (t === 'double precision') [builder, fn] = [`doublePrecision(${name})`, 'doublePrecision'];
  else if (t === 'boolean') [builder, fn] = [`boolean(${name})`, 'boolean'];
  else if (t === 'timestamp with time zone') [builder, fn] = [`timestamp(${name}, { withTimezone: true })`, 'timestamp'];
  else if (t === 'timestamp without time zone') [builder, fn] = [`timestamp(${name})`, 'timestamp'];
  else if (t === 'date') [builder, fn] = [`date(${name}, { mode: 'date' })`, 'date'];
  else [builder, fn] = [`text(${name})`, 'text'];
  if (c.primaryKey) builder += '.primaryKey()';
  else if (!c.nullable) builder += '.notNull()';
  if (c.defaultExpr !== null && !c.primaryKey) {
    builder +=
      c.defaultExpr === 'now()' || c.defaultExpr === 'CURRENT_TIMESTAMP'
        ? '.defaultNow()'
        : `.default(sql\`${c.defaultExpr.replace(/`/g, '\\`')}\`)`;
  }
  return { builder, fn };
}

function schemaFile(m: GenModel): string {
  const cols = m.columns.map((c) => ({ c, ...drizzleOf(c) }));
  const fns = [...new Set(['pgTable', ...cols.map((x) => x.fn), ...(m.scoped ? ['index'] : [])])].sort();
  const usesSql = cols.some((x) => x.builder.includes('sql`'));
  const body = cols.map(({ c, builder }) => `    ${c.fieldName}: ${builder},`).join('\n');
  const extra = m.scoped ? `,\n  (t) => [index(${q(`${m.table}_org_idx`)}).on(t.orgId)]` : '';
  return `${usesSql ? "import { sql } from 'drizzle-orm';\n" : ''}import { ${fns.join(', ')} } from 'drizzle-orm/pg-core';

/** ${m.business}${m.comment ? `: ${m.comment}` : ''}. */
export const ${m.camel}Table = pgTable(
  ${q(m.table)},
  {
${body}
  }${extra},
);
`;
}

/** The filter conditions of the list, one per searched column. */
function filterOf(m: GenModel, c: GenColumn): string {
  const col = `${m.camel}Table.${c.fieldName}`;
  const f = c.fieldName;
  if (c.searchKind === 'like') return `containing(${col}, q.${f})`;
  if (c.searchKind === 'range') {
    if (c.tsType === 'Date') return `...utcDayRange(${col}, { beginTime: q.${f}From, endTime: q.${f}To })`;
    return `q.${f}From === undefined ? undefined : gte(${col}, q.${f}From),\n    q.${f}To === undefined ? undefined : lte(${col}, q.${f}To)`;
  }
  const blank = c.tsType === 'string' ? ` || q.${f} === ''` : '';
  return `q.${f} === undefined${blank} ? undefined : eq(${col}, q.${f})`;
}

function serviceFile(m: GenModel): string {
  const T = `${m.camel}Table`;
  const shown = m.fields.filter((c) => c.listed || c.inForm);
  const out = (c: GenColumn) => {
    const v = `row.${c.fieldName}`;
    if (c.tsType !== 'Date') return v;
    return c.required ? `${v}.toISOString()` : `${v}?.toISOString() ?? null`;
  };
  const toRow = [`    ${m.idField}: row.id,`, ...shown.map((c) => `    ${c.fieldName}: ${out(c)},`)].join('\n');
  const filters = m.searched.map((c) => `    ${filterOf(m, c)},`);
  const scope = m.scoped ? [`    scopeCondition(auth, { org: ${T}.orgId }),`] : [];
  const usesRange = m.searched.some((c) => c.searchKind === 'range' && c.tsType !== 'Date');
  const usesTime = m.searched.some((c) => c.searchKind === 'range' && c.tsType === 'Date');
  const usesLike = m.searched.some((c) => c.searchKind === 'like');
  const sortable = m.listed
    .filter((c) => c.tsType !== 'boolean')
    .map((c) => `${c.fieldName}: ${T}.${c.fieldName}`)
    .join(', ');
  const drizzle = ['and', 'desc', 'eq', 'inArray', ...(usesRange ? ['gte', 'lte'] : [])].sort();
  const auth = m.scoped ? 'auth: AuthContext' : '_auth: AuthContext';
  const guard = m.scoped ? `\n  if (!(await isInScope(db, auth, { orgId: row.orgId }))) throw AppError.forbidden();` : '';
  return `import type { ${m.entity}, ${m.camel}QuerySchema, ${m.camel}Schema } from '@vr/contracts';
import { ${drizzle.join(', ')} } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
${usesTime ? "import { utcDayRange } from '../../platform/list/time-filter.js';\n" : ''}import { countWhere } from '../../platform/list/total.js';
${m.scoped ? "import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';\n" : ''}${usesLike ? "import { containing } from '../../platform/sql/like.js';\n" : ''}import { ${T} } from './schema.js';

type Row = typeof ${T}.$inferSelect;
type Input = z.output<typeof ${m.camel}Schema>;
type Query = z.output<typeof ${m.camel}QuerySchema>;

function to${m.entity}(row: Row): ${m.entity} {
  return {
${toRow}
  };
}

/** The rows ${m.scoped ? 'of the caller’s data scope' : '(platform accounts only)'}, filtered. */
export function ${m.camel}Filter(q: Query, ${auth}) {
  return and(
${[...scope, ...filters].join('\n')}
  );
}

export async function list${m.entity}(db: Database, q: Query, auth: AuthContext): Promise<Page<${m.entity}>> {
  const where = ${m.camel}Filter(q, auth);
  return pageQuery({
    params: q,
    sortable: { ${m.idField}: ${T}.id${sortable ? `, ${sortable}` : ''} },
    defaultOrder: [desc(${T}.id)],
    rows: pagedRows(db.select().from(${T}).where(where), to${m.entity}),
    count: () => countWhere(db, ${T}, where),
  });
}

/** One row${m.scoped ? ' of the caller’s data scope: 404 when missing, 403 outside it' : ': 404 when missing'}. */
async function rowOf(db: Database, id: number, ${auth}): Promise<Row> {
  const [row] = await db.select().from(${T}).where(eq(${T}.id, id)).limit(1);
  if (!row) throw AppError.notFound();${guard}
  return row;
}

export async function load${m.entity}(db: Database, id: number, auth: AuthContext): Promise<${m.entity}> {
  return to${m.entity}(await rowOf(db, id, auth));
}

export async function create${m.entity}(db: Database, input: Input, auth: AuthContext): Promise<${m.entity}> {
  const [row] = await db
    .insert(${T})
    .values({ ...input${m.scoped ? ', orgId: auth.orgId' : ''} })
    .returning();
  return to${m.entity}(row!);
}

export async function update${m.entity}(db: Database, id: number, input: Input, auth: AuthContext): Promise<${m.entity}> {
  await rowOf(db, id, auth);
  const [row] = await db.update(${T}).set(input).where(eq(${T}.id, id)).returning();
  return to${m.entity}(row!);
}

/** Deletes rows by id, all or nothing: ${m.scoped ? 'each must lie in the caller’s data scope' : 'each must exist'}. */
export async function delete${m.entity}(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  return db.transaction(async (tx) => {
    for (const id of ids) await rowOf(tx, id, auth);
    const gone = await tx.delete(${T}).where(inArray(${T}.id, ids)).returning({ id: ${T}.id });
    return gone.length;
  });
}
`.replace(/return and\(\n\n {2}\);/, 'return and();');
}

function routesFile(m: GenModel): string {
  const C = m.CONST;
  const effects = m.scoped ? '' : '\n      ...PLATFORM_ONLY,';
  const route = (lines: string) => lines.replace(/access: ([^,]+),/, `access: $1,${effects}`);
  return `import { ${C}_API, ${C}_PERMS, ${m.camel}QuerySchema, ${m.camel}Schema, ${m.camel}UpdateSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { ${m.scoped ? '' : 'PLATFORM_ONLY, '}auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { create${m.entity}, delete${m.entity}, list${m.entity}, load${m.entity}, update${m.entity} } from './service.js';

const TAGS = [${q(m.area)}];
const audit = auditOf(${q(m.camel)});
const ID = idParam(${q(m.idField)});

/** ${m.business}: list, read, add, change and delete${m.scoped ? ' within the caller’s data scope' : ' (platform accounts only)'}. */
export async function ${m.camel}Routes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: ${C}_API.list,
      ${route(`access: ${C}_PERMS.list,`)}
      tags: TAGS,
      summary: ${q(`${m.business}: the rows, paged and filtered`)},
      querystring: ${m.camel}QuerySchema,
    },
    (query, auth) => list${m.entity}(db, query, auth),
  );

  readRoute(
    app,
    {
      url: \`\${${C}_API.base}/:${m.idField}\`,
      ${route(`access: ${C}_PERMS.query,`)}
      tags: TAGS,
      summary: ${q(`${m.business}: one row`)},
      params: ID,
    },
    ({ ${m.idField} }, auth) => load${m.entity}(db, ${m.idField}, auth),
  );

  commandRoute(
    app,
    {
      url: ${C}_API.base,
      ${route(`access: ${C}_PERMS.add,`)}
      audit: audit('add'),
      tags: TAGS,
      summary: ${q(`${m.business}: add a row`)},
      body: ${m.camel}Schema,
    },
    (body, auth) => create${m.entity}(db, body, auth),
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: ${C}_API.base,
      ${route(`access: ${C}_PERMS.edit,`)}
      audit: audit('edit'),
      tags: TAGS,
      summary: ${q(`${m.business}: change a row`)},
      body: ${m.camel}UpdateSchema,
    },
    ({ ${m.idField}, ...input }, auth) => update${m.entity}(db, ${m.idField}, input, auth),
  );

  commandRoute(
    app,
    {
      method: 'DELETE',
      url: \`\${${C}_API.base}/:ids\`,
      ${route(`access: ${C}_PERMS.remove,`)}
      audit: audit('remove'),
      tags: TAGS,
      summary: ${q(`${m.business}: delete rows (comma-separated ids), all or nothing`)},
      params: idsParam(),
    },
    async ({ ids }, auth) => ({ deleted: await delete${m.entity}(db, ids, auth) }),
  );
}
`;
}

function menuFile(m: GenModel): string {
  return `import { ${m.CONST}_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries(${q(m.ns)});

/** System → ${m.business} and its buttons. */
export const ${m.CONST}_MENUS: MenuDefinition[] = page({
  name: ${q(m.menu)},
  parent: 'System',
  path: ${q(m.area)},
  component: SCREENS.${m.camel},
  perms: ${m.CONST}_PERMS.list,
  icon: 'database',
  sort: 200,
  buttons: ${m.CONST}_PERMS,
});
`;
}

function indexFile(m: GenModel): string {
  return `import { defineArea } from '../../platform/area.js';
import { ${m.CONST}_MENUS } from './menu.js';
import { ${m.camel}Routes } from './routes.js';

/** The ${m.area} area: what it adds to the platform. ${GENERATED_MARK} from the table ${m.table}. */
export const area = defineArea({
  name: ${q(m.area)},
  routes: ${m.camel}Routes,
  menus: ${m.CONST}_MENUS,
});
`;
}

/** A value a column's rule accepts, as code. */
export function sampleOf(c: GenColumn, text: string): string {
  if (c.tsType === 'number') return String(c.min ?? (c.max !== null && c.max < 1 ? c.max : 1));
  if (c.tsType === 'boolean') return 'true';
  if (c.tsType === 'Date') return "'2026-01-02T03:04:05.000Z'";
  const length = Math.max(c.minLength ?? 1, Math.min(text.length, c.maxLength ?? text.length));
  return q(text.padEnd(length, 'x').slice(0, Math.max(length, 1)));
}

/** The stored value of a sample in an insert (dates as Date). */
const storedSample = (c: GenColumn, text: string) => (c.tsType === 'Date' ? `new Date(${sampleOf(c, text)})` : sampleOf(c, text));

function accessCasesFile(m: GenModel): string {
  const C = m.CONST;
  if (!m.scoped) {
    return `import type { AccessModule } from '../../test/access-matrix.js';

/** ${m.business}: platform accounts only (its rows belong to no organisation), so there is no customer's row to hide. */
export const accessCases: AccessModule = { module: ${q(m.area)}, scope: [] };
`;
  }
  const needed = m.fields.filter((c) => !c.nullable && c.defaultExpr === null && c.columnName !== ORG_COLUMN);
  const values = needed.map((c) => `        ${c.fieldName}: ${storedSample(c, 'Harbor probe')},`).join('\n');
  const body = m.form
    .filter((c) => c.required)
    .map((c) => `${c.fieldName}: ${sampleOf(c, 'Taken over')}`)
    .join(', ');
  return `import { ${C}_API, ${C}_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, onPath, send, stillThere } from '../../test/access-cases.js';
import { ${m.camel}Table } from './schema.js';

/** ${m.business}: a row of Harbor Drinks Ltd. that a Demo Coffee Co. account neither lists, reads, changes nor deletes. */
export const accessCases: AccessModule = {
  module: ${q(m.area)},
  scope: [
    {
      name: ${q(`a ${m.business} row of Harbor Drinks Ltd.`)},
      permissions: Object.values(${C}_PERMS),
      foreignRow: insertRow(${m.camel}Table, (ctx) => ({
${values}
        orgId: ctx.orgs.harbor,
      })),
      list: listed(\`\${${C}_API.list}?limit=1000\`, ${q(m.idField)}),
      detail: onPath('GET', ${C}_API.base),
      update: send('PUT', ${C}_API.base, (id) => ({ ${body ? `${body}, ` : ''}${m.idField}: id })),
      remove: onPath('DELETE', ${C}_API.base),
      unchanged: stillThere(${m.camel}Table, ${m.camel}Table.id),
    },
  ],
};
`;
}

function testFile(m: GenModel): string {
  const C = m.CONST;
  const required = m.form.filter((c) => c.required);
  const body = (text: string) => `{ ${m.form.map((c) => `${c.fieldName}: ${sampleOf(c, text)}`).join(', ')} }`;
  const like = m.searched.find((c) => c.searchKind === 'like' && c.inForm);
  const firstRequired = required[0];
  const search = like
    ? `
  it('filters the list by ${like.fieldName}', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    await admin('POST', ${C}_API.base, { ...row('First'), ${like.fieldName}: ${sampleOf(like, 'Needle')} });
    await admin('POST', ${C}_API.base, { ...row('Second'), ${like.fieldName}: ${sampleOf(like, 'Other')} });
    const found = await admin('GET', \`\${${C}_API.list}?${like.fieldName}=\${encodeURIComponent(${sampleOf(like, 'Needle')}.slice(0, 3))}&limit=100\`);
    expect(found.status).toBe(1001);
    expect(found.data.length).toBeGreaterThan(0);
    for (const r of found.data) expect(String(r.${like.fieldName})).toContain(${sampleOf(like, 'Needle')}.slice(0, 3));
  });
`
    : '';
  const refused = firstRequired
    ? `
  it('refuses a row without ${firstRequired.fieldName}, naming the field', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const { ${firstRequired.fieldName}: _left, ...rest } = row('Missing');
    const res = await admin('POST', ${C}_API.base, rest);
    expect(res.status).toBe(400);
    expect(res.data.errors.map((e: { field: string }) => e.field)).toContain(${q(firstRequired.fieldName)});
  });
`
    : '';
  return `import { ${C}_API, ${C}_PERMS } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

const row = (text: string): Record<string, unknown> => {
  void text;
  return ${body('Sample')};
};

describe(${q(`${m.business} (${m.table})`)}, () => {
  it('adds, lists, reads, changes and deletes a row', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const made = await admin('POST', ${C}_API.base, row('Made'));
    expect(made.status).toBe(1001);
    const id = made.data.${m.idField};
    const list = await admin('GET', \`\${${C}_API.list}?limit=1000\`);
    expect(list.data.map((r: { ${m.idField}: number }) => r.${m.idField})).toContain(id);
    expect((await admin('GET', \`\${${C}_API.base}/\${id}\`)).data.${m.idField}).toBe(id);
    const changed = await admin('PUT', ${C}_API.base, { ...row('Changed'), ${m.idField}: id });
    expect(changed.status).toBe(1001);
    expect((await admin('DELETE', \`\${${C}_API.base}/\${id}\`)).data.deleted).toBe(1);
    expect((await admin('GET', \`\${${C}_API.base}/\${id}\`)).status).toBe(404);
  });
${search}${refused}
  it('answers 403 to an account without the permission', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    expect((await ops('GET', ${C}_API.list)).status).toBe(403);
    expect(Object.values(${C}_PERMS)).toContain(${C}_PERMS.list);
  });
});
`;
}

/** The server's files of the area. */
export function serverFiles(m: GenModel): GenFile[] {
  const dir = `packages/server/src/modules/${m.area}`;
  return [
    { path: `${dir}/schema.ts`, content: schemaFile(m) },
    { path: `${dir}/service.ts`, content: serviceFile(m) },
    { path: `${dir}/routes.ts`, content: routesFile(m) },
    { path: `${dir}/menu.ts`, content: menuFile(m) },
    { path: `${dir}/access.cases.ts`, content: accessCasesFile(m) },
    { path: `${dir}/index.ts`, content: indexFile(m) },
    { path: `${dir}/${m.area}.test.ts`, content: testFile(m) },
  ];
}
