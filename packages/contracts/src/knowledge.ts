import { z } from 'zod';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { dbId, INT4_MAX } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { screenPermissions } from './permissions.js';

/**
 * The knowledge base: a tree of classifications and the articles filed under them. The platform
 * writes them and chooses which customers see each article; a customer's own staff read the
 * published articles shown to their customer (maintenance staff, often on a phone).
 */
export const KNOWLEDGE_API = {
  /** GET: the whole classification tree with each node's article count (the classification screen). */
  classTree: '/api/Knowledge/class/tree',
  /** GET: the same tree, for the readers' filters and the article form. */
  classOptions: '/api/Knowledge/class/options',
  /** POST adds, PUT changes (JSON); DELETE /{id} deletes a classification without children or articles. */
  classBase: '/api/Knowledge/class',
  /** GET: articles the caller may read or manage, paged, searched and filtered. */
  articleList: '/api/Knowledge/article/list',
  /** GET /{id}: one article with its content; POST adds, PUT changes; DELETE /{ids} deletes. */
  articleBase: '/api/Knowledge/article',
} as const;

export const KNOWLEDGE_CLASS_PERMS = screenPermissions('knowledge:class', ['list', 'add', 'edit', 'remove']);
export const KNOWLEDGE_ARTICLE_PERMS = screenPermissions('knowledge:article', ['list', 'query', 'add', 'edit', 'remove']);

/** Other → knowledge base: the classification tree, the articles and the reader's page of one article. */
export const KNOWLEDGE_SCREENS = {
  knowledgeClass: 'knowledge/class/index',
  knowledgeArticle: 'knowledge/article/index',
  knowledgeRead: 'knowledge/article/read',
} as const;

/** The reader's page of one article (a hidden route). */
export const KNOWLEDGE_READ_PATH = '/knowledge/read';

export const KNOWLEDGE_LIMITS = {
  className: 50,
  sortMax: 9999,
  /** How deep the tree may grow (a root is level 1). */
  depth: 5,
  title: 100,
  /** The HTML of an article's content, as sent and as stored after sanitising. */
  content: 200_000,
  customers: 200,
  keyword: 100,
  /** Characters of the plain text a list row carries as its summary. */
  summary: 160,
} as const;

/** An article's state: a draft is seen by the platform's writers only. */
export const ARTICLE_STATES = ['draft', 'published'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/** Adding (no id) or changing a classification; parent 0 is the root. */
export const knowledgeClassSchema = z.object({
  parentId: z.union([z.literal(0), dbId()]).default(0),
  className: z.string().trim().min(1).max(KNOWLEDGE_LIMITS.className),
  sort: z.coerce.number().int().min(0).max(INT4_MAX).max(KNOWLEDGE_LIMITS.sortMax).default(0),
});
export const knowledgeClassUpdateSchema = knowledgeClassSchema.extend({ classId: dbId() });
export type KnowledgeClassInput = z.input<typeof knowledgeClassSchema>;

/** One classification with its children, in display order. */
export interface KnowledgeClassNode {
  classId: number;
  parentId: number;
  className: string;
  sort: number;
  /** Articles filed directly under it (not under its children). */
  articleCount: number;
  children?: KnowledgeClassNode[];
}

/** An article; without `allCustomers` at least one customer is chosen (the server says so on `orgIds`). */
export const knowledgeArticleSchema = z.object({
  title: z.string().trim().min(1).max(KNOWLEDGE_LIMITS.title),
  classId: dbId(),
  /** Rich text; the server sanitises it (allow-list) before storing. */
  content: z.string().max(KNOWLEDGE_LIMITS.content).default(''),
  state: z.enum(ARTICLE_STATES).default('draft'),
  /** Shown to every customer, now and later; otherwise to the customers in `orgIds`. */
  allCustomers: z.boolean().default(false),
  orgIds: z.array(dbId()).max(KNOWLEDGE_LIMITS.customers).default([]),
});
export const knowledgeArticleUpdateSchema = knowledgeArticleSchema.extend({ articleId: dbId() });
export type KnowledgeArticleInput = z.input<typeof knowledgeArticleSchema>;

export const knowledgeArticleQuerySchema = listParamsSchema.extend({
  /** Found in the title or the text of the content (not its HTML), anywhere, any case. */
  keyword: z.string().trim().max(KNOWLEDGE_LIMITS.keyword).optional(),
  /** The classification and every one below it. */
  classId: dbId().optional(),
  state: z.enum(ARTICLE_STATES).optional(),
});

export interface KnowledgeCustomer {
  orgId: number;
  orgName: string;
}

/** An article as the list shows it. */
export interface KnowledgeArticleRow {
  articleId: number;
  title: string;
  classId: number;
  className: string;
  state: ArticleState;
  allCustomers: boolean;
  customers: KnowledgeCustomer[];
  /** The start of the content's text. */
  summary: string;
  author: string | null;
  createTime: string;
  updateTime: string;
}

/** One article with its content (sanitised HTML). */
export interface KnowledgeArticle extends KnowledgeArticleRow {
  content: string;
}

addMissingFieldLabels(messageGroup('knowledge.field.'));

export type KnowledgeArticleQuery = ListFilters<z.infer<typeof knowledgeArticleQuerySchema>>;
export const KNOWLEDGE_ENDPOINTS = {
  articles: listEndpoint<KnowledgeArticleQuery, KnowledgeArticleRow>(KNOWLEDGE_API.articleList),
} as const;
