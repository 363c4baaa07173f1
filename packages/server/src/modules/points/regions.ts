import type { Lang, Region, RegionNode } from '@vr/contracts';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { regions } from './schema.js';
import { containsPattern } from '../../platform/sql/like.js';

type RegionRow = typeof regions.$inferSelect;

const hasChildren = sql<boolean>`exists (select 1 from dev_region c where c.parent_id = "dev_region"."id")`;

/** A region's name in the reader's language, else in its own. */
export const regionName = (r: Pick<RegionRow, 'name' | 'names'>, lang: Lang): string => r.names[lang] ?? r.name;

/** Matches a region named `text` in any language (or in its own). */
const namedAs = (text: string) => sql`(${regions.name} = ${text} or ${text} in (select value from jsonb_each_text(${regions.names})))`;

const toRegion = (r: RegionRow & { hasChildren: boolean }, lang: Lang): Region => ({
  id: r.id,
  parentId: r.parentId,
  code: r.code,
  name: regionName(r, lang),
  level: r.level,
  lng: r.lng ?? null,
  lat: r.lat ?? null,
  hasChildren: Boolean(r.hasChildren),
});

/**
 * GET /api/SiteRegion/list: children of `parentId` (0 = countries), or matches of a keyword (in
 * any language) / level; `openTo` answers what a picker shows to open at a region: the countries
 * and the children of every region above it, down to its own level.
 */
export async function listRegions(
  db: Database,
  q: { parentId?: number | undefined; level?: number | undefined; keyword?: string | undefined; openTo?: number | undefined },
  lang: Lang,
) {
  let parents: number[] | undefined;
  if (q.openTo !== undefined) {
    const chain = (await regionChains(db, [q.openTo])).get(q.openTo) ?? [];
    parents = [0, ...chain.slice(0, -1).map((r) => r.id)];
  }
  const pattern = q.keyword ? containsPattern(q.keyword) : undefined;
  const where = and(
    parents
      ? inArray(regions.parentId, parents)
      : q.parentId !== undefined || (!q.keyword && q.level === undefined)
        ? eq(regions.parentId, q.parentId ?? 0)
        : undefined,
    q.level !== undefined ? eq(regions.level, q.level) : undefined,
    pattern
      ? or(ilike(regions.name, pattern), sql`exists (select 1 from jsonb_each_text(${regions.names}) n where n.value ilike ${pattern})`)
      : undefined,
  );
  const rows = await db
    .select({
      id: regions.id,
      parentId: regions.parentId,
      code: regions.code,
      name: regions.name,
      names: regions.names,
      level: regions.level,
      lng: regions.lng,
      lat: regions.lat,
      hasChildren,
    })
    .from(regions)
    .where(where)
    .orderBy(asc(regions.level), asc(regions.code))
    .limit(parents ? 5000 : 1000);
  return sortByName(
    rows.map((r) => toRegion(r, lang)),
    lang,
  );
}

/** Countries read best in alphabetical order of the reader's language; divisions keep their codes' order. */
function sortByName(list: Region[], lang: Lang): Region[] {
  const collator = new Intl.Collator(lang);
  return list.sort((a, b) => a.level - b.level || (a.level === 1 ? collator.compare(a.name, b.name) : 0));
}

/**
 * GET /api/Region/regionMap: the whole tree country → province → city → district (the pickers
 * load by parent instead). The route keeps the answer until the regions change.
 */
export async function regionMap(db: Database, lang: Lang): Promise<RegionNode[]> {
  const rows = await db.select().from(regions).orderBy(asc(regions.level), asc(regions.code));
  const nodes = new Map<number, RegionNode>();
  for (const r of sortByName(
    rows.map((r) => toRegion({ ...r, hasChildren: false }, lang)),
    lang,
  ))
    nodes.set(r.id, { ...r, children: [] });
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

/** The names of a chain by level: in their own language for the point's address columns, or in the reader's. */
export function namesOf(
  chain: RegionRow[] | undefined,
  lang?: Lang,
): {
  country: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
} {
  const at = (level: number) => {
    const r = chain?.find((c) => c.level === level);
    return r ? (lang ? regionName(r, lang) : r.name) : null;
  };
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
          // A name in any language; the country may also be written by code (CN).
          level === 1 ? sql`(${namedAs(name)} or ${regions.code} = ${name})` : namedAs(name),
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
