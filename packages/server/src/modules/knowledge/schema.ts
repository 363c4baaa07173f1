import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { partOf, timestamps } from '../../platform/db/columns.js';

/** The knowledge base's classifications: a tree (parent 0 is the root), one name each. */
export const knowledgeClasses = pgTable(
  'kb_class',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('class_name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdBy: integer('created_by'),
    ...timestamps(),
  },
  // A name is unique among its siblings.
  (t) => [uniqueIndex('kb_class_parent_name_uq').on(t.parentId, t.name)],
);

/**
 * Articles. `content` is sanitised HTML; `content_text` its text without tags, kept beside it so a
 * search matches what a reader reads (ILIKE over trigram indexes finds Chinese substrings too).
 * `org_id` is the author's organisation (the data scope of the writers' screen).
 */
export const knowledgeArticles = pgTable(
  'kb_article',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => knowledgeClasses.id),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull().default(''),
    contentText: text('content_text').notNull().default(''),
    /** draft | published */
    state: varchar('state', { length: 16 }).notNull().default('draft'),
    /** Shown to every customer; otherwise to those of `kb_article_org`. */
    allCustomers: boolean('all_customers').notNull().default(false),
    orgId: integer('org_id').notNull(),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    updatedBy: integer('updated_by'),
    ...timestamps(),
  },
  (t) => [
    index('kb_article_class_idx').on(t.classId),
    index('kb_article_updated_idx').on(t.updatedAt, t.id),
    // Keyword search is ILIKE '%…%' over the title and the text: trigram indexes serve it.
    index('kb_article_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('kb_article_text_trgm_idx').using('gin', t.contentText.op('gin_trgm_ops')),
  ],
);

/** The customers an article is shown to (when it is not shown to all). */
export const knowledgeArticleOrgs = pgTable(
  'kb_article_org',
  {
    articleId: partOf('article_id', () => knowledgeArticles.id),
    orgId: integer('org_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.orgId] }), index('kb_article_org_org_idx').on(t.orgId)],
);
