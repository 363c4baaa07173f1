import { KNOWLEDGE_LIMITS, type KnowledgeClassNode, type knowledgeClassSchema } from '@vr/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { nest } from '../orgs/index.js';
import { knowledgeArticles, knowledgeClasses } from './schema.js';

type Input = z.output<typeof knowledgeClassSchema>;
type ClassRow = { id: number; parentId: number; name: string; sort: number };

/** Every classification, in display order (the tree is small: it is read whole). */
async function allClasses(db: Database): Promise<ClassRow[]> {
  return db
    .select({ id: knowledgeClasses.id, parentId: knowledgeClasses.parentId, name: knowledgeClasses.name, sort: knowledgeClasses.sort })
    .from(knowledgeClasses)
    .orderBy(asc(knowledgeClasses.sort), asc(knowledgeClasses.name), asc(knowledgeClasses.id));
}

/** The whole tree, each node with the number of articles filed directly under it. */
export async function classTree(db: Database): Promise<KnowledgeClassNode[]> {
  const [rows, counts] = await Promise.all([
    allClasses(db),
    db.select({ classId: knowledgeArticles.classId, n: count() }).from(knowledgeArticles).groupBy(knowledgeArticles.classId),
  ]);
  const articles = new Map(counts.map((c) => [c.classId, c.n]));
  return nest(rows, (r) => ({
    classId: r.id,
    parentId: r.parentId,
    className: r.name,
    sort: r.sort,
    articleCount: articles.get(r.id) ?? 0,
  }));
}

/** The ids of a classification and every one below it. */
export function subtreeIds(rows: ClassRow[], id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.parentId === ids[i]) ids.push(r.id);
  return ids;
}

/** How many levels a node stands at (a root is 1). */
function levelOf(rows: ClassRow[], id: number): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let level = 0;
  for (let at = byId.get(id); at && level <= rows.length; at = byId.get(at.parentId)) level++;
  return level;
}

/** How many levels a node and its sub-tree span (a leaf is 1). */
function heightOf(rows: ClassRow[], id: number): number {
  const children = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => heightOf(rows, c.id)));
}

/** The parent must exist, lie outside the node's own sub-tree, and keep the tree within its depth. */
function checkPlace(rows: ClassRow[], parentId: number, self?: number): void {
  if (parentId !== 0 && !rows.some((r) => r.id === parentId)) throw AppError.field('parentId', 'knowledgeClassParentUnknown');
  if (self !== undefined && parentId !== 0 && subtreeIds(rows, self).includes(parentId)) {
    throw AppError.field('parentId', 'knowledgeClassParentLoop');
  }
  const height = self === undefined ? 1 : heightOf(rows, self);
  const level = parentId === 0 ? 0 : levelOf(rows, parentId);
  if (level + height > KNOWLEDGE_LIMITS.depth) throw AppError.field('parentId', 'knowledgeClassTooDeep', { depth: KNOWLEDGE_LIMITS.depth });
}

export async function addClass(db: Database, input: Input, auth: AuthContext): Promise<KnowledgeClassNode> {
  checkPlace(await allClasses(db), input.parentId);
  const [row] = await db
    .insert(knowledgeClasses)
    .values({ parentId: input.parentId, name: input.className, sort: input.sort, createdBy: auth.userId })
    .returning();
  return { classId: row!.id, parentId: row!.parentId, className: row!.name, sort: row!.sort, articleCount: 0 };
}

export async function updateClass(db: Database, id: number, input: Input): Promise<KnowledgeClassNode> {
  const rows = await allClasses(db);
  if (!rows.some((r) => r.id === id)) throw AppError.notFound();
  checkPlace(rows, input.parentId, id);
  const [row] = await db
    .update(knowledgeClasses)
    .set({ parentId: input.parentId, name: input.className, sort: input.sort, updatedAt: new Date() })
    .where(eq(knowledgeClasses.id, id))
    .returning();
  const [articles] = await db.select({ n: count() }).from(knowledgeArticles).where(eq(knowledgeArticles.classId, id));
  return { classId: row!.id, parentId: row!.parentId, className: row!.name, sort: row!.sort, articleCount: articles?.n ?? 0 };
}

/** Deletes a classification that has neither sub-classifications nor articles. */
export async function deleteClass(db: Database, id: number): Promise<void> {
  // The row lock keeps an article from being filed under it while it goes.
  const [row] = await db.select({ id: knowledgeClasses.id }).from(knowledgeClasses).where(eq(knowledgeClasses.id, id)).for('update');
  if (!row) throw AppError.notFound();
  const [children] = await db.select({ n: count() }).from(knowledgeClasses).where(eq(knowledgeClasses.parentId, id));
  if ((children?.n ?? 0) > 0) throw AppError.badRequest('knowledgeClassHasChildren');
  const [articles] = await db.select({ n: count() }).from(knowledgeArticles).where(eq(knowledgeArticles.classId, id));
  if ((articles?.n ?? 0) > 0) throw AppError.badRequest('knowledgeClassHasArticles');
  await db.delete(knowledgeClasses).where(eq(knowledgeClasses.id, id));
}

/** The classification and all below it, for the article list's filter (one recursive query). */
export function inClassSubtree(classId: number) {
  return sql`${knowledgeArticles.classId} in (
    with recursive sub(id) as (
      select cast(${classId} as integer)
      union all
      select c.id from kb_class c join sub on c.parent_id = sub.id
    )
    select id from sub
  )`;
}

/** Locks a classification an article is filed under (deleting it waits); answers its name, or refuses. */
export async function classForArticle(db: Database, classId: number): Promise<string> {
  const [row] = await db
    .select({ name: knowledgeClasses.name })
    .from(knowledgeClasses)
    .where(eq(knowledgeClasses.id, classId))
    .for('share');
  if (!row) throw AppError.field('classId', 'knowledgeClassUnknown');
  return row.name;
}
