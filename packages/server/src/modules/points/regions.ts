import type { Region, RegionNode } from '@vr/contracts';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { regions } from './schema.js';
import { containsPattern } from '../../platform/sql/like.js';

type RegionRow = typeof regions.$inferSelect;

const hasChildren = sql<boolean>`exists (select 1 from dev_region c where c.parent_id = "dev_region"."id")`;

const toRegion = (r: RegionRow & { hasChildren: boolean }): Region => ({
  id: r.id,
  parentId: r.parentId,
  code: r.code,
  name: r.name,
  level: r.level,
  lng: r.lng ?? null,
  lat: r.lat ?? null,
  hasChildren: Boolean(r.hasChildren),
});

/** GET /api/SiteRegion/list: children of `parentId` (0 = countries), or matches of a keyword / level. */
export async function listRegions(
  db: Database,
  q: { parentId?: number | undefined; level?: number | undefined; keyword?: string | undefined },
) {
  const where = and(
    q.parentId !== undefined || (!q.keyword && q.level === undefined) ? eq(regions.parentId, q.parentId ?? 0) : undefined,
    q.level !== undefined ? eq(regions.level, q.level) : undefined,
    q.keyword ? ilike(regions.name, containsPattern(q.keyword)) : undefined,
  );
  const rows = await db
    .select({
      id: regions.id,
      parentId: regions.parentId,
      code: regions.code,
      name: regions.name,
      level: regions.level,
      lng: regions.lng,
      lat: regions.lat,
      hasChildren,
    })
    .from(regions)
    .where(where)
    .orderBy(asc(regions.code))
    .limit(1000);
  return rows.map(toRegion);
}

/** GET /api/Region/regionMap: the whole tree country → province → city → district. */
export async function regionMap(db: Database): Promise<RegionNode[]> {
  const rows = await db.select().from(regions).orderBy(asc(regions.level), asc(regions.code));
  const nodes = new Map<number, RegionNode>();
  for (const r of rows) nodes.set(r.id, { ...toRegion({ ...r, hasChildren: false }), children: [] });
  const roots: RegionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/** Each region id's chain from the country down to itself (at most four levels, one query per level). */
export async function regionChains(db: Database, ids: Array<number | null | undefined>): Promise<Map<number, RegionRow[]>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const byId = new Map<number, RegionRow>();
  let next = wanted;
  for (let level = 0; level < 5 && next.length; level++) {
    const rows = await db.select().from(regions).where(inArray(regions.id, next));
    for (const r of rows) byId.set(r.id, r);
    next = [...new Set(rows.map((r) => r.parentId).filter((p) => p && !byId.has(p)))];
  }
  const chains = new Map<number, RegionRow[]>();
  for (const id of wanted) {
    const chain: RegionRow[] = [];
    let cur = byId.get(id);
    while (cur && chain.length < 5) {
      chain.unshift(cur);
      cur = cur.parentId ? byId.get(cur.parentId) : undefined;
    }
    if (chain.length) chains.set(id, chain);
  }
  return chains;
}

/** The names of a chain by level, for the point's denormalised address columns. */
export function namesOf(chain: RegionRow[] | undefined): {
  country: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
} {
  const at = (level: number) => chain?.find((r) => r.level === level)?.name ?? null;
  return { country: at(1), province: at(2), city: at(3), district: at(4) };
}

/** Finds the deepest region matching names given per level (import rows); null when a given name is unknown. */
export async function regionByNames(
  db: Database,
  names: { country?: string | undefined; province?: string | undefined; city?: string | undefined; district?: string | undefined },
): Promise<{ id: number | null; unknown?: string; field?: 'country' | 'province' | 'city' | 'district' }> {
  const levels: Array<[number, string | undefined, 'country' | 'province' | 'city' | 'district']> = [
    [1, names.country, 'country'],
    [2, names.province, 'province'],
    [3, names.city, 'city'],
    [4, names.district, 'district'],
  ];
  let parentId: number | null = null;
  let found: number | null = null;
  for (const [level, name, field] of levels) {
    if (!name) continue;
    const [row]: RegionRow[] = await db
      .select()
      .from(regions)
      .where(
        and(
          eq(regions.level, level),
          // The country may be written by name or by code (CN).
          level === 1 ? sql`(${regions.name} = ${name} or ${regions.code} = ${name})` : eq(regions.name, name),
          parentId !== null
            ? sql`${regions.id} in (with recursive d as (select id from dev_region where parent_id = ${parentId} union all select r.id from dev_region r join d on r.parent_id = d.id) select id from d)`
            : undefined,
        ),
      )
      .limit(1);
    if (!row) return { id: null, unknown: name, field };
    parentId = row.id;
    found = row.id;
  }
  return { id: found };
}
