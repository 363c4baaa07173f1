import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';
import { addFieldLabels } from './validation.js';

/**
 * Code generation: a database table that no area owns yet is imported into the generator's
 * settings, edited (names, per column labels, type, validation, list/search/form use), and turned
 * into an area of this codebase: previewed file by file, downloaded as a zip or, outside
 * production, written into the source tree.
 */
export const CODEGEN_API = {
  /** GET: the imported tables, paged. */
  list: '/admin/tool/gen/list',
  /** GET: tables of the database catalogue that no area owns and that are not imported yet. */
  dbList: '/admin/tool/gen/db/list',
  /** POST { tables }: imports catalogue tables into the generator's settings. */
  importTable: '/admin/tool/gen/importTable',
  /** GET /{tableId}: one table with its columns; PUT: changes its settings; DELETE /{ids}: forgets tables. */
  base: '/admin/tool/gen',
  /** POST /{tableId}: reads the table's columns again, keeping the settings of the columns still there. */
  sync: '/admin/tool/gen/synchDb',
  /** GET /{tableId}: every generated file with its content. */
  preview: '/admin/tool/gen/preview',
  /** GET /{tableId}: the generated files as a zip. */
  download: '/admin/tool/gen/download',
  /** POST /{tableId}: writes the generated files into the source tree (refused in production). */
  write: '/admin/tool/gen/genCode',
} as const;

export const CODEGEN_PERMS = screenPermissions('tool:gen', ['list', 'query', 'import', 'edit', 'remove', 'preview', 'code']);

/** System → code generation and the edit page of one table (/tool/gen-edit/index/{tableId}). */
export const CODEGEN_SCREENS = {
  codegen: 'tool/gen/index',
  genEdit: 'tool/gen-edit/index',
} as const;

/** The operation-log actions of this area. */
export const CODEGEN_AUDIT_ACTIONS = {
  importTable: 'import',
  syncTable: 'update',
  writeCode: 'other',
} as const;

export const CODEGEN_LIMITS = { name: 64, comment: 200, label: 100, pattern: 200, tables: 50, columns: 200 } as const;

/** The TypeScript types a column may be given (they decide its zod rule and its drizzle column). */
export const GEN_TS_TYPES = ['string', 'number', 'boolean', 'Date'] as const;
export type GenTsType = (typeof GEN_TS_TYPES)[number];

/** How a listed column is searched: not at all, equal value, containing text, between two values, a dictionary value. */
export const GEN_SEARCH_KINDS = ['none', 'equals', 'like', 'range', 'dict'] as const;
export type GenSearchKind = (typeof GEN_SEARCH_KINDS)[number];

/** An area's folder name (kebab case) and an entity's name (PascalCase). */
export const GEN_AREA_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const GEN_ENTITY_NAME = /^[A-Z][A-Za-z0-9]*$/;

const name = z.string().trim().min(1).max(CODEGEN_LIMITS.name);
const label = z.string().trim().max(CODEGEN_LIMITS.label);
const bound = z.number().int().min(-2_147_483_648).max(2_147_483_647).nullable().default(null);

export const genLabelsSchema = z.object({ zh: label, en: label, es: label, ja: label });
export type GenLabels = z.infer<typeof genLabelsSchema>;

export const genColumnSchema = z
  .object({
    columnId: dbId(),
    labels: genLabelsSchema,
    tsType: z.enum(GEN_TS_TYPES),
    required: z.boolean(),
    minLength: bound,
    maxLength: bound,
    min: bound,
    max: bound,
    /** A regular expression the text must match (checked to compile). */
    pattern: z.string().max(CODEGEN_LIMITS.pattern).nullable().default(null),
    listed: z.boolean(),
    searchKind: z.enum(GEN_SEARCH_KINDS),
    inForm: z.boolean(),
    /** The dictionary type that renders the column's value (and that a `dict` search offers). */
    dictType: z.string().trim().max(100).nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (c.pattern) {
      try {
        new RegExp(c.pattern);
      } catch {
        ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'invalid pattern' });
      }
    }
    if (c.minLength !== null && c.maxLength !== null && c.minLength > c.maxLength) {
      ctx.addIssue({ code: 'custom', path: ['maxLength'], message: 'maxLength below minLength' });
    }
    if (c.min !== null && c.max !== null && c.min > c.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'max below min' });
    if (c.searchKind === 'dict' && !c.dictType) ctx.addIssue({ code: 'custom', path: ['dictType'], message: 'dictionary required' });
  });
export type GenColumnInput = z.input<typeof genColumnSchema>;

export const genTableUpdateSchema = z.object({
  tableId: dbId(),
  areaName: name.regex(GEN_AREA_NAME),
  businessName: z.string().trim().min(1).max(CODEGEN_LIMITS.name),
  entityName: name.regex(GEN_ENTITY_NAME),
  author: z.string().trim().max(CODEGEN_LIMITS.name).default(''),
  columns: z.array(genColumnSchema).max(CODEGEN_LIMITS.columns),
});
export type GenTableUpdate = z.input<typeof genTableUpdateSchema>;

export const genImportSchema = z.object({
  tables: z.array(z.string().trim().min(1).max(CODEGEN_LIMITS.name)).min(1).max(CODEGEN_LIMITS.tables),
});

export const genTableQuerySchema = listParamsSchema.extend({
  tableName: z.string().trim().max(CODEGEN_LIMITS.name).optional(),
  businessName: z.string().trim().max(CODEGEN_LIMITS.name).optional(),
});

export const genDbTableQuerySchema = listParamsSchema.extend({
  tableName: z.string().trim().max(CODEGEN_LIMITS.name).optional(),
});

/** A table of the database catalogue (not owned by an area, not imported). */
export interface GenDbTable {
  tableName: string;
  tableComment: string | null;
  columnCount: number;
}

export interface GenColumn {
  columnId: number;
  columnName: string;
  /** The catalogue's type (`integer`, `character varying(64)`, …). */
  dbType: string;
  nullable: boolean;
  primaryKey: boolean;
  /** The catalogue's default expression, or null. */
  defaultExpr: string | null;
  /** The field name in the generated code (camel case of the column). */
  fieldName: string;
  sort: number;
  labels: GenLabels;
  tsType: GenTsType;
  required: boolean;
  minLength: number | null;
  maxLength: number | null;
  min: number | null;
  max: number | null;
  pattern: string | null;
  listed: boolean;
  searchKind: GenSearchKind;
  inForm: boolean;
  dictType: string | null;
}

export interface GenTable {
  tableId: number;
  tableName: string;
  tableComment: string | null;
  areaName: string;
  businessName: string;
  entityName: string;
  author: string;
  createTime: string;
  updateTime: string;
}

export interface GenTableDetail extends GenTable {
  columns: GenColumn[];
}

/** One generated file: its path from the repository's root and its content. */
export interface GenFile {
  path: string;
  content: string;
}

/** The settings of an imported table as its change (`PUT`) takes them: the edit page's starting values. */
export function genTableUpdateOf(table: GenTableDetail): GenTableUpdate {
  return {
    tableId: table.tableId,
    areaName: table.areaName,
    businessName: table.businessName,
    entityName: table.entityName,
    author: table.author,
    columns: table.columns.map((c) => ({
      columnId: c.columnId,
      labels: c.labels,
      tsType: c.tsType,
      required: c.required,
      minLength: c.minLength,
      maxLength: c.maxLength,
      min: c.min,
      max: c.max,
      pattern: c.pattern,
      listed: c.listed,
      searchKind: c.searchKind,
      inForm: c.inForm,
      dictType: c.dictType,
    })),
  };
}

addFieldLabels(messageGroup('codegen.field.'));

export type GenTableQuery = ListFilters<z.infer<typeof genTableQuerySchema>>;
export type GenDbTableQuery = ListFilters<z.infer<typeof genDbTableQuerySchema>>;

export const CODEGEN_ENDPOINTS = {
  list: listEndpoint<GenTableQuery, GenTable>(CODEGEN_API.list),
  dbList: listEndpoint<GenDbTableQuery, GenDbTable>(CODEGEN_API.dbList),
} as const;
