import { type GenLabels, type GenSearchKind, type GenTsType, LANGS } from '@vr/contracts';
import type { CatalogueColumn } from './catalogue.js';

/** `coffee_bean` → `coffeeBean`. */
export const camel = (name: string): string => name.toLowerCase().replace(/[_-]+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** `coffee_bean` → `CoffeeBean`. */
export const pascal = (name: string): string => {
  const c = camel(name);
  return c.charAt(0).toUpperCase() + c.slice(1);
};
/** `coffee_bean` → `coffee-bean`. */
export const kebab = (name: string): string => name.toLowerCase().replace(/_+/g, '-');
/** `coffee-bean` → `COFFEE_BEAN`. */
export const constant = (name: string): string => name.toUpperCase().replace(/-/g, '_');
/** `created_at` → `Created at`. */
export const words = (name: string): string => {
  const w = name.toLowerCase().replace(/_+/g, ' ').trim();
  return w.charAt(0).toUpperCase() + w.slice(1);
};

/** The TypeScript type of a catalogue type. */
export function tsTypeOf(dbType: string): GenTsType {
  if (/^(smallint|integer|bigint|numeric|real|double precision|decimal)/.test(dbType)) return 'number';
  if (dbType === 'boolean') return 'boolean';
  if (/^(timestamp|date)/.test(dbType)) return 'Date';
  return 'string';
}

/** The length a `character varying(n)` or `character(n)` column takes, else null. */
export function lengthOf(dbType: string): number | null {
  const m = /^character(?: varying)?\((\d+)\)$/.exec(dbType);
  return m ? Number(m[1]) : null;
}

/** The organisation column that gives a generated area its data scope. */
export const ORG_COLUMN = 'org_id';
/** Columns the server fills itself (never in the form). */
const SERVER_FILLED = new Set(['id', ORG_COLUMN, 'created_at', 'updated_at', 'created_by']);

/** The settings a newly imported column starts with (the edit page changes them). */
export function columnDefaults(c: CatalogueColumn) {
  const tsType = tsTypeOf(c.type);
  const filled = c.primaryKey || SERVER_FILLED.has(c.name);
  const label = c.comment?.trim() || words(c.name);
  const labels = Object.fromEntries(LANGS.map((lang) => [lang, label])) as GenLabels;
  const searchKind: GenSearchKind = filled ? 'none' : tsType === 'string' ? 'like' : tsType === 'Date' ? 'range' : 'none';
  return {
    columnName: c.name,
    dbType: c.type,
    nullable: c.nullable,
    primaryKey: c.primaryKey,
    defaultExpr: c.defaultExpr?.slice(0, 200) ?? null,
    sort: c.position,
    labels,
    tsType,
    required: !filled && !c.nullable && c.defaultExpr === null,
    minLength: null,
    maxLength: tsType === 'string' ? lengthOf(c.type) : null,
    min: null,
    max: null,
    pattern: null,
    listed: c.name !== ORG_COLUMN && c.name !== 'updated_at' && c.name !== 'created_by',
    searchKind,
    inForm: !filled,
    dictType: null,
  };
}
