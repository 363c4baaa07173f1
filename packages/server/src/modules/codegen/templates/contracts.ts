import { type GenColumn, type GenFile, LANGS, fieldLabel } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { type GenModel, isInteger } from '../model.js';

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The zod rule of a form field, from its type and its settings. */
export function zodOf(c: GenColumn): string {
  let s: string;
  if (c.tsType === 'string') {
    s = 'z.string().trim()';
    const min = c.minLength ?? (c.required ? 1 : null);
    if (min) s += `.min(${min})`;
    if (c.maxLength !== null) s += `.max(${c.maxLength})`;
    if (c.pattern) s += `.regex(new RegExp(${q(c.pattern)}))`;
  } else if (c.tsType === 'number') {
    s = isInteger(c) ? 'z.number().int()' : 'z.number()';
    if (c.min !== null) s += `.min(${c.min})`;
    if (c.max !== null) s += `.max(${c.max})`;
  } else if (c.tsType === 'boolean') s = 'z.boolean()';
  else s = 'z.coerce.date()';
  if (!c.required) s += c.tsType === 'boolean' ? '.default(false)' : '.nullable().default(null)';
  return s;
}

/** The query fields a searched column adds to the list's filters. */
export function searchFieldsOf(c: GenColumn): Array<[string, string]> {
  const f = c.fieldName;
  if (c.searchKind === 'range') {
    if (c.tsType === 'Date')
      return [
        [`${f}From`, 'filterTime()'],
        [`${f}To`, 'filterTime()'],
      ];
    return [
      [`${f}From`, 'z.coerce.number().optional()'],
      [`${f}To`, 'z.coerce.number().optional()'],
    ];
  }
  if (c.tsType === 'number') return [[f, isInteger(c) ? 'z.coerce.number().int().optional()' : 'z.coerce.number().optional()']];
  if (c.tsType === 'boolean') return [[f, 'z.stringbool().optional()']];
  return [[f, 'z.string().trim().max(100).optional()']];
}

const tsOf = (c: GenColumn) => {
  const t = c.tsType === 'Date' ? 'string' : c.tsType;
  return c.required || c.tsType === 'boolean' ? t : `${t} | null`;
};

/** Fields the generated area labels itself: those no other area or shared label names yet. */
export const ownLabels = (m: GenModel) => m.columns.filter((c) => !c.primaryKey && fieldLabel(c.fieldName, 'en') === c.fieldName);

function contractsModule(m: GenModel): string {
  const usesTime = m.searched.some((c) => c.searchKind === 'range' && c.tsType === 'Date');
  const imports = [
    "import { z } from 'zod';",
    "import { type ListFilters, listEndpoint } from './endpoint.js';",
    usesTime ? "import { dbId, filterTime } from './input.js';" : "import { dbId } from './input.js';",
    "import { listParamsSchema } from './list.js';",
    "import { messageGroup } from './messages.js';",
    "import { screenPermissions } from './permissions.js';",
    "import { addFieldLabels } from './validation.js';",
  ];
  const schema = m.form.map((c) => `  ${c.fieldName}: ${zodOf(c)},`).join('\n');
  const query = m.searched
    .flatMap(searchFieldsOf)
    .map(([f, rule]) => `  ${f}: ${rule},`)
    .join('\n');
  const shown = m.fields.filter((c) => c.listed || c.inForm);
  const row = [`  ${m.idField}: number;`, ...shown.map((c) => `  ${c.fieldName}: ${tsOf(c)};`)].join('\n');
  return `${imports.join('\n')}

/** ${m.business}: generated from the table ${m.table}${m.author ? ` (${m.author})` : ''}. */
export const ${m.CONST}_API = {
  /** GET: the rows, paged and filtered. */
  list: ${q(m.api.list)},
  /** GET /{id}: one row; POST adds, PUT changes; DELETE /{ids} deletes. */
  base: ${q(m.api.base)},
} as const;

export const ${m.CONST}_PERMS = screenPermissions(${q(m.permPrefix)}, ['list', 'query', 'add', 'edit', 'remove']);

export const ${m.CONST}_SCREENS = {
  ${m.camel}: ${q(m.screen)},
} as const;

export const ${m.camel}Schema = z.object({
${schema}
});
export type ${m.entity}Input = z.input<typeof ${m.camel}Schema>;
export const ${m.camel}UpdateSchema = ${m.camel}Schema.extend({ ${m.idField}: dbId() });

export const ${m.camel}QuerySchema = listParamsSchema.extend({
${query}
});

export interface ${m.entity} {
${row}
}

addFieldLabels(messageGroup('${m.ns}.field.'));

export type ${m.entity}Query = ListFilters<z.infer<typeof ${m.camel}QuerySchema>>;

export const ${m.CONST}_ENDPOINTS = {
  list: listEndpoint<${m.entity}Query, ${m.entity}>(${m.CONST}_API.list),
} as const;
`.replace(/\{\n\n\}/g, '{}');
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The contracts' module of the area and its texts in every language. */
export function contractsFiles(m: GenModel): GenFile[] {
  const files: GenFile[] = [{ path: `packages/contracts/src/${m.area}.ts`, content: contractsModule(m) }];
  for (const lang of LANGS) {
    const messages: Record<string, string> = { [`audit.module.${m.camel}`]: m.business };
    for (const c of ownLabels(m)) messages[`${m.ns}.field.${c.fieldName}`] = c.labels[lang] || c.fieldName;
    files.push({ path: `packages/contracts/src/locales/messages/${m.area}/${lang}.json`, content: json(messages) });
    const field = Object.fromEntries(m.fields.map((c) => [c.fieldName, c.labels[lang] || c.fieldName]));
    for (const c of m.searched.filter((s) => s.searchKind === 'range')) {
      field[`${c.fieldName}From`] = `${c.labels[lang] || c.fieldName} ≥`;
      field[`${c.fieldName}To`] = `${c.labels[lang] || c.fieldName} ≤`;
    }
    const screens = {
      entity: m.business,
      field: { [m.idField]: 'ID', ...field },
      menu: {
        [m.menu]: m.business,
        [`${m.menu}Query`]: texts('codegen:button.query')[lang],
        [`${m.menu}Add`]: texts('codegen:button.add')[lang],
        [`${m.menu}Edit`]: texts('codegen:button.edit')[lang],
        [`${m.menu}Remove`]: texts('codegen:button.remove')[lang],
      },
    };
    files.push({ path: `packages/contracts/src/locales/screens/${m.ns}/${lang}.json`, content: json(screens) });
  }
  return files;
}
