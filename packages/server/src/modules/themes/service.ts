import {
  CONFIG_KEYS,
  type CurrentTheme,
  DEFAULT_THEME_COLOR,
  HEX_COLOR_PATTERN,
  THEME_LIMITS,
  type ThemePreset,
  type themeQuerySchema,
  type themeSchema,
} from '@vr/contracts';
import { type SQL, and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { configValue } from '../configs/index.js';
import { customers } from '../customers/index.js';
import { orgs } from '../../platform/identity/schema.js';
import { customerOf } from '../orgs/index.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { themes } from './schema.js';
import { containing } from '../../platform/sql/like.js';

type Input = z.output<typeof themeSchema>;
type Query = z.output<typeof themeQuerySchema>;

const columns = {
  themeId: themes.id,
  themeName: themes.name,
  themeColor: themes.color,
  orgId: themes.orgId,
  orgName: orgs.name,
  isDefault: themes.isDefault,
  sort: themes.sort,
  createdAt: themes.createdAt,
  updatedAt: themes.updatedAt,
};
interface Selected {
  themeId: number;
  themeName: string;
  themeColor: string;
  orgId: number;
  orgName: string | null;
  isDefault: boolean;
  sort: number;
  createdAt: Date;
  updatedAt: Date;
}

function toPreset(r: Selected): ThemePreset {
  return {
    themeId: r.themeId,
    themeName: r.themeName,
    themeColor: r.themeColor,
    orgId: r.orgId,
    orgName: r.orgName ?? '',
    isDefault: r.isDefault,
    sort: r.sort,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

/** Presets with their organisation's name. */
const themeRows = (db: Database) => db.select(columns).from(themes).leftJoin(orgs, eq(orgs.id, themes.orgId));

export function themeFilter(q: Query, auth: AuthContext): SQL | undefined {
  return and(
    scopeCondition(auth, { org: themes.orgId }),
    q.orgId ? eq(themes.orgId, q.orgId) : undefined,
    containing(themes.name, q.themeName),
  );
}

export async function listThemes(db: Database, q: Query, auth: AuthContext): Promise<Page<ThemePreset>> {
  const where = themeFilter(q, auth);
  return selectPageQuery(db, {
    params: q,
    sortable: { themeName: themes.name, sort: themes.sort, orgName: orgs.name, createTime: themes.createdAt },
    defaultOrder: [asc(themes.orgId), asc(themes.sort), asc(themes.id)],
    select: themeRows(db).where(where),
    counted: db.select({ id: themes.id }).from(themes).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((row) => toPreset(row)),
  });
}

export async function loadTheme(db: Database, id: number, auth: AuthContext): Promise<ThemePreset> {
  const [row] = await themeRows(db).where(eq(themes.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.orgId }))) throw AppError.forbidden();
  return toPreset(row);
}

/** The customer a preset belongs to: the one chosen (a customer in scope), else the caller's own. */
async function customerFor(db: Database, orgId: number | undefined, auth: AuthContext): Promise<number> {
  if (orgId === undefined) {
    const own = await customerOf(db, auth.orgId);
    if (!own) throw AppError.field('orgId', 'themeCustomerRequired');
    orgId = own.id;
  }
  const [org] = await db.select({ id: orgs.id, kind: orgs.kind }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!org) throw AppError.field('orgId', 'themeCustomerRequired');
  if (org.kind !== 'customer') throw AppError.field('orgId', 'themeNotCustomer');
  if (!(await isInScope(db, auth, { orgId: org.id }))) throw AppError.forbidden();
  return org.id;
}

async function assertNameFree(db: Database, orgId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(and(eq(themes.orgId, orgId), eq(themes.name, name), exceptId ? ne(themes.id, exceptId) : undefined))
    .limit(1);
  if (row) throw AppError.field('themeName', 'themeNameExists', { themeName: name });
}

/** Advisory-lock namespace of a customer's default theme (first key of pg_advisory_xact_lock(int, int)): "VT". */
const DEFAULT_LOCK_NAMESPACE = 0x5654;

/**
 * Holds the customer's default-theme lock until the transaction ends, so that presets made the
 * default at the same moment take turns (the last one wins, as one after the other would).
 */
async function lockDefault(tx: Database, orgId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEFAULT_LOCK_NAMESPACE}::int, ${orgId}::int)`);
}

/** Writes a preset; when it is the default, the customer's other presets stop being it (one transaction). */
async function write(db: Database, id: number | null, orgId: number, input: Input, auth: AuthContext): Promise<number> {
  await assertNameFree(db, orgId, input.themeName, id ?? undefined);
  const values = {
    name: input.themeName,
    color: input.themeColor.toLowerCase(),
    isDefault: input.isDefault,
    sort: input.sort ?? THEME_LIMITS.defaultSort,
    orgId,
  };
  return db.transaction(async (tx) => {
    if (input.isDefault) {
      await lockDefault(tx, orgId);
      await tx
        .update(themes)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(themes.orgId, orgId), eq(themes.isDefault, true), id ? ne(themes.id, id) : undefined));
    }
    if (id === null) {
      const [row] = await tx
        .insert(themes)
        .values({ ...values, createdBy: auth.userId })
        .returning({ id: themes.id });
      return row!.id;
    }
    await tx
      .update(themes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(themes.id, id));
    return id;
  });
}

export async function createTheme(db: Database, input: Input, auth: AuthContext): Promise<ThemePreset> {
  const orgId = await customerFor(db, input.orgId, auth);
  return loadTheme(db, await write(db, null, orgId, input, auth), auth);
}

export async function updateTheme(db: Database, id: number, input: Input, auth: AuthContext): Promise<ThemePreset> {
  const current = await loadTheme(db, id, auth);
  const orgId = input.orgId === undefined || input.orgId === current.orgId ? current.orgId : await customerFor(db, input.orgId, auth);
  return loadTheme(db, await write(db, id, orgId, input, auth), auth);
}

export async function setDefaultTheme(db: Database, id: number, auth: AuthContext): Promise<ThemePreset> {
  const current = await loadTheme(db, id, auth);
  await db.transaction(async (tx) => {
    await lockDefault(tx, current.orgId);
    await tx
      .update(themes)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(eq(themes.orgId, current.orgId), eq(themes.isDefault, true)));
    await tx.update(themes).set({ isDefault: true, updatedAt: new Date() }).where(eq(themes.id, id));
  });
  return loadTheme(db, id, auth);
}

export async function deleteThemes(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const unique = [...new Set(ids)];
  const rows = await db.select({ id: themes.id, orgId: themes.orgId }).from(themes).where(inArray(themes.id, unique));
  if (rows.length !== unique.length) throw AppError.notFound();
  for (const row of rows) if (!(await isInScope(db, auth, { orgId: row.orgId }))) throw AppError.forbidden();
  await db.transaction(async (tx) => {
    await tx.delete(themes).where(inArray(themes.id, unique));
  });
  return rows.length;
}

/**
 * The colour applied at sign-in: the default preset of the caller's customer, else the customer's
 * own theme colour, else the platform's default (parameter sys.index.skinName, #1890ff).
 */
/** What the current theme is read from. */
export const CURRENT_THEME_TABLES = [orgs, themes, customers, sysConfigs];

export async function currentTheme(db: Database, auth: AuthContext): Promise<CurrentTheme> {
  const customer = await customerOf(db, auth.orgId);
  if (customer) {
    const [preset] = await db
      .select({ color: themes.color })
      .from(themes)
      .where(and(eq(themes.orgId, customer.id), eq(themes.isDefault, true)))
      .limit(1);
    if (preset) return { themeColor: preset.color, source: 'preset', orgId: customer.id };
    const [own] = await db.select({ color: customers.themeColor }).from(customers).where(eq(customers.orgId, customer.id)).limit(1);
    if (own && HEX_COLOR_PATTERN.test(own.color)) return { themeColor: own.color.toLowerCase(), source: 'customer', orgId: customer.id };
  }
  const platform = await configValue(db, CONFIG_KEYS.skinName);
  return { themeColor: platform && HEX_COLOR_PATTERN.test(platform) ? platform : DEFAULT_THEME_COLOR, source: 'platform', orgId: null };
}
