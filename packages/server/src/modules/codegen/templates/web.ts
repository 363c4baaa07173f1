import type { GenColumn, GenFile } from '@vr/contracts';
import type { GenModel } from '../model.js';

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A list column of the screen declaration. */
function columnOf(m: GenModel, c: GenColumn, first: boolean): string {
  const parts = [`key: ${q(c.fieldName)}`, `priority: ${first ? 1 : 2}`, `label: ${q(`${m.ns}:field.${c.fieldName}`)}`];
  if (c.tsType !== 'boolean') parts.push('sortable: true');
  if (c.tsType === 'string') parts.push('ellipsis: true', 'width: 200');
  if (c.searchKind === 'like' || (c.searchKind === 'equals' && c.tsType === 'string')) parts.push("search: 'text'");
  if (c.searchKind === 'dict' && c.dictType)
    parts.push(`search: { type: 'dict', dict: ${q(c.dictType)}${c.tsType === 'number' ? ', numeric: true' : ''} }`);
  if (c.searchKind === 'range' && c.tsType === 'Date') {
    parts.push(`search: { type: 'dateRange', from: ${q(`${c.fieldName}From`)}, to: ${q(`${c.fieldName}To`)} }`);
  }
  if (c.dictType) parts.push(`render: { dict: ${q(c.dictType)} }`);
  else if (c.tsType === 'Date') parts.push("render: 'dateTime'");
  else if (c.tsType === 'boolean') parts.push(`render: (row, ctx) => ctx.text(row.${c.fieldName} ? 'common:yes' : 'common:no')`);
  return `    { ${parts.join(', ')} },`;
}

/** Search-only inputs of a column searched by a numeric range or an exact number. */
function searchOnlyOf(m: GenModel, c: GenColumn): string[] {
  const input = (name: string) =>
    `    { key: ${q(name)}, label: ${q(`${m.ns}:field.${name}`)}, searchOnly: true, search: { type: 'custom', input: <InputNumber style={{ width: '100%' }} /> } },`;
  if (c.searchKind === 'range' && c.tsType === 'number') return [input(`${c.fieldName}From`), input(`${c.fieldName}To`)];
  return [];
}

/** A form field of the screen declaration. */
function fieldOf(m: GenModel, c: GenColumn): string {
  const parts = [`name: ${q(c.fieldName)}`, `label: ${q(`${m.ns}:field.${c.fieldName}`)}`];
  if (c.required) parts.push('required: true');
  if (c.dictType) parts.push(`input: { dictSelect: ${q(c.dictType)}${c.tsType === 'number' ? ', numeric: true' : ''} }`);
  else if (c.tsType === 'number') parts.push("input: 'number'");
  else if (c.tsType === 'boolean') parts.push('input: <Switch />');
  else if (c.tsType === 'string' && (c.maxLength === null || c.maxLength > 200)) parts.push("input: 'textarea'");
  if (c.tsType === 'string' && c.maxLength !== null) parts.push(`maxLength: ${c.maxLength}`);
  return `      { ${parts.join(', ')} },`;
}

function pageFile(m: GenModel): string {
  const C = m.CONST;
  const columns = [
    `    idColumn(${q(m.idField)}, ${q(`${m.ns}:field.${m.idField}`)}),`,
    ...m.listed.map((c, i) => columnOf(m, c, i === 0)),
    ...m.searched.filter((c) => !c.listed).map((c) => columnOf(m, c, false).replace(/ \},$/, ', searchOnly: true },')),
    ...m.searched.flatMap((c) => searchOnlyOf(m, c)),
  ];
  const usesNumber = columns.some((c) => c.includes('<InputNumber'));
  const usesSwitch = m.form.some((c) => c.tsType === 'boolean' && !c.dictType);
  const antd = [...(usesNumber ? ['InputNumber'] : []), ...(usesSwitch ? ['Switch'] : [])];
  const name = m.listed.find((c) => c.tsType === 'string') ?? null;
  const initial = m.form.map((c) => `${c.fieldName}: row.${c.fieldName}`).join(', ');
  return `import { ${C}_API, ${C}_ENDPOINTS, ${C}_PERMS, ${m.camel}Schema } from '@vr/contracts';
${antd.length ? `import { ${antd.join(', ')} } from 'antd';\n` : ''}import type { Key } from 'react';
import { del, post, put } from '../../api/request';
import { defineScreen, idColumn, ListScreen } from '../../components/list-page';

const ${m.camel}Screen = defineScreen({
  endpoint: ${C}_ENDPOINTS.list,
  key: ${q(m.area)},
  testId: ${q(`${m.area}-page`)},
  namespaces: [${q(m.ns)}],
  rowKey: ${q(m.idField)},
  permissions: ${C}_PERMS,
  columns: [
${columns.join('\n')}
  ],
  toolbar: ['add', 'batchDelete'],
  rowActions: ['edit', 'delete'],
  remove: {
    call: (ids: Key[]) => del(\`\${${C}_API.base}/\${ids.join(',')}\`),
    name: (row) => ${name ? `String(row.${name.fieldName} ?? row.${m.idField})` : `String(row.${m.idField})`},
  },
  form: {
    schema: ${m.camel}Schema,
    entity: ${q(`${m.ns}:entity`)},
    fields: [
${m.form.map((c) => fieldOf(m, c)).join('\n')}
    ],
    initialValues: (row) => (row ? { ${initial} } : {}),
    create: (values) => post(${C}_API.base, values),
    update: (row, values) => put(${C}_API.base, { ...values, ${m.idField}: row.${m.idField} }),
  },
});

/** System → ${m.business}. */
export default function ${m.entity}Page() {
  return <ListScreen screen={${m.camel}Screen} />;
}
`;
}

/** The web's files of the area. */
export function webFiles(m: GenModel): GenFile[] {
  const dir = `packages/web/src/pages/${m.area}`;
  return [
    {
      path: `${dir}/area.ts`,
      content: `import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.${m.camel}]: lazy(() => import('./${m.entity}Page')),
  },
} satisfies PageArea;
`,
    },
    { path: `${dir}/index.ts`, content: "export { area } from './area';\n" },
    { path: `${dir}/${m.entity}Page.tsx`, content: pageFile(m) },
  ];
}
