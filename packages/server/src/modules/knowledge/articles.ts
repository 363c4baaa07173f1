import {
  KNOWLEDGE_LIMITS,
  type ArticleState,
  type KnowledgeArticle,
  type KnowledgeArticleRow,
  type KnowledgeCustomer,
  type knowledgeArticleQuerySchema,
  type knowledgeArticleSchema,
} from '@vr/contracts';
import { type SQL, and, count, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, pageQuery, selectPage } from '../../platform/list/page-query.js';
import { countWhere } from '../../platform/list/total.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containing } from '../../platform/sql/like.js';
import { sanitizeRichText } from '../notices/index.js';
import { idsOnPath } from '../orgs/index.js';
import { classForArticle, inClassSubtree } from './classes.js';
import { knowledgeArticleOrgs, knowledgeArticles, knowledgeClasses } from './schema.js';
import { plainText } from './text.js';

type Input = z.output<typeof knowledgeArticleSchema>;
type Query = z.output<typeof knowledgeArticleQuerySchema>;

const a = knowledgeArticles;

/** The published articles shown to the caller's customer (or to every customer). */
function shownToCustomer(auth: AuthContext): SQL {
  const path = idsOnPath(auth.orgPath);
  const chosen = path.length
    ? exists(
        sql`(select 1 from ${knowledgeArticleOrgs} where ${knowledgeArticleOrgs.articleId} = ${a.id} and ${inArray(knowledgeArticleOrgs.orgId, path)})`,
      )
    : sql`false`;
  return and(eq(a.state, 'published'), or(eq(a.allCustomers, true), chosen))!;
}

/** The articles written in the caller's data scope (the platform's writers: drafts included). */
const managed = (auth: AuthContext) => scopeCondition(auth, { org: a.orgId, user: a.createdBy });

/**
 * What a caller may read: a platform account the articles of its data scope, whatever their
 * state; a customer's account the published articles shown to its customer, and nothing else.
 */
function readable(auth: AuthContext): SQL | undefined {
  return auth.platformAccount ? managed(auth) : shownToCustomer(auth);
}

const rowColumns = {
  articleId: a.id,
  title: a.title,
  classId: a.classId,
  className: knowledgeClasses.name,
  state: a.state,
  allCustomers: a.allCustomers,
  summary: sql<string>`left(${a.contentText}, ${KNOWLEDGE_LIMITS.summary})`,
  author: a.createdByName,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
};
type Selected = { [K in keyof typeof rowColumns]: unknown };

/** The customers of several articles in one query. */
async function customersOf(db: Database, ids: number[]): Promise<Map<number, KnowledgeCustomer[]>> {
  const map = new Map<number, KnowledgeCustomer[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ articleId: knowledgeArticleOrgs.articleId, orgId: knowledgeArticleOrgs.orgId, orgName: orgs.name })
    .from(knowledgeArticleOrgs)
    .leftJoin(orgs, eq(orgs.id, knowledgeArticleOrgs.orgId))
    .where(inArray(knowledgeArticleOrgs.articleId, ids))
    .orderBy(knowledgeArticleOrgs.orgId);
  for (const r of rows) {
    const list = map.get(r.articleId) ?? [];
    list.push({ orgId: r.orgId, orgName: r.orgName ?? '' });
    map.set(r.articleId, list);
  }
  return map;
}

function toRow(r: Selected, customers: Map<number, KnowledgeCustomer[]>, auth: AuthContext): KnowledgeArticleRow {
  const id = r.articleId as number;
  return {
    articleId: id,
    title: r.title as string,
    classId: r.classId as number,
    className: (r.className as string | null) ?? '',
    state: r.state as ArticleState,
    allCustomers: r.allCustomers as boolean,
    // A customer's reader learns nothing of the other customers an article is shown to.
    customers: auth.platformAccount ? (customers.get(id) ?? []) : [],
    summary: (r.summary as string | null) ?? '',
    author: r.author as string | null,
    createTime: (r.createdAt as Date).toISOString(),
    updateTime: (r.updatedAt as Date).toISOString(),
  };
}

export function articleFilter(q: Query, auth: AuthContext): SQL | undefined {
  return and(
    readable(auth),
    containing([a.title, a.contentText], q.keyword),
    q.classId ? inClassSubtree(q.classId) : undefined,
    q.state ? eq(a.state, q.state) : undefined,
  );
}

export async function listArticles(db: Database, q: Query, auth: AuthContext): Promise<Page<KnowledgeArticleRow>> {
  const where = articleFilter(q, auth);
  return pageQuery({
    params: q,
    sortable: { title: a.title, className: knowledgeClasses.name, state: a.state, createTime: a.createdAt, updateTime: a.updatedAt },
    defaultOrder: [desc(a.updatedAt), desc(a.id)],
    rows: async (page) => {
      const rows = await selectPage(
        db.select(rowColumns).from(a).leftJoin(knowledgeClasses, eq(knowledgeClasses.id, a.classId)).where(where),
        page,
      );
      const customers = auth.platformAccount
        ? await customersOf(
            db,
            rows.map((r) => r.articleId),
          )
        : new Map();
      return rows.map((r) => toRow(r, customers, auth));
    },
    count: () => countWhere(db, a, where),
  });
}

/** One article the caller may read: 404 otherwise, so nothing of another customer's leaks. */
export async function loadArticle(db: Database, id: number, auth: AuthContext): Promise<KnowledgeArticle> {
  const [row] = await db
    .select({ ...rowColumns, content: a.content })
    .from(a)
    .leftJoin(knowledgeClasses, eq(knowledgeClasses.id, a.classId))
    .where(and(eq(a.id, id), readable(auth)))
    .limit(1);
  if (!row) throw AppError.notFound();
  const customers = auth.platformAccount ? await customersOf(db, [id]) : new Map();
  return { ...toRow(row, customers, auth), content: row.content };
}

/** The chosen customers: organisations of kind customer, in the caller's data scope. */
async function checkCustomers(db: Database, input: Input, auth: AuthContext): Promise<number[]> {
  if (input.allCustomers) return [];
  const ids = [...new Set(input.orgIds)];
  if (ids.length === 0) throw AppError.field('orgIds', 'knowledgeCustomersRequired');
  const found = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(inArray(orgs.id, ids), eq(orgs.kind, 'customer'), scopeCondition(auth, { org: orgs.id })));
  if (found.length !== ids.length) throw AppError.field('orgIds', 'knowledgeCustomerUnknown');
  return ids;
}

async function values(input: Input) {
  const content = (await sanitizeRichText(input.content)).slice(0, KNOWLEDGE_LIMITS.content);
  return {
    title: input.title,
    classId: input.classId,
    content,
    contentText: await plainText(content),
    state: input.state,
    allCustomers: input.allCustomers,
  };
}

export async function createArticle(db: Database, input: Input, auth: AuthContext): Promise<KnowledgeArticle> {
  await classForArticle(db, input.classId);
  const customers = await checkCustomers(db, input, auth);
  const [row] = await db
    .insert(a)
    .values({
      ...(await values(input)),
      orgId: auth.orgId,
      createdBy: auth.userId,
      createdByName: auth.employeeName || auth.username,
      updatedBy: auth.userId,
    })
    .returning({ id: a.id });
  if (customers.length) await db.insert(knowledgeArticleOrgs).values(customers.map((orgId) => ({ articleId: row!.id, orgId })));
  return loadArticle(db, row!.id, auth);
}

/** One article the caller manages: 404 when missing or outside its data scope. */
async function managedArticle(db: Database, id: number, auth: AuthContext): Promise<void> {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.id, id), managed(auth)))
    .limit(1);
  if (!row) throw AppError.notFound();
}

export async function updateArticle(db: Database, id: number, input: Input, auth: AuthContext): Promise<KnowledgeArticle> {
  await managedArticle(db, id, auth);
  await classForArticle(db, input.classId);
  const customers = await checkCustomers(db, input, auth);
  await db
    .update(a)
    .set({ ...(await values(input)), updatedBy: auth.userId, updatedAt: new Date() })
    .where(eq(a.id, id));
  await db.delete(knowledgeArticleOrgs).where(eq(knowledgeArticleOrgs.articleId, id));
  if (customers.length) await db.insert(knowledgeArticleOrgs).values(customers.map((orgId) => ({ articleId: id, orgId })));
  return loadArticle(db, id, auth);
}

/** Deletes all or nothing: one missing or out-of-scope article refuses the batch. */
export async function deleteArticles(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const unique = [...new Set(ids)];
  const [found] = await db
    .select({ n: count() })
    .from(a)
    .where(and(inArray(a.id, unique), managed(auth)));
  if ((found?.n ?? 0) !== unique.length) throw AppError.notFound();
  await db.delete(a).where(inArray(a.id, unique));
  return unique.length;
}
