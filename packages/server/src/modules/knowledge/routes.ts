import {
  KNOWLEDGE_API,
  KNOWLEDGE_ARTICLE_PERMS,
  KNOWLEDGE_CLASS_PERMS,
  knowledgeArticleQuerySchema,
  knowledgeArticleSchema,
  knowledgeArticleUpdateSchema,
  knowledgeClassSchema,
  knowledgeClassUpdateSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { keptListRoute, keptRoute } from '../../platform/routes/kept.js';
import { orgs } from '../../platform/identity/schema.js';
import { createArticle, deleteArticles, listArticles, loadArticle, updateArticle } from './articles.js';
import { addClass, classTree, deleteClass, updateClass } from './classes.js';
import { knowledgeArticleOrgs, knowledgeArticles, knowledgeClasses } from './schema.js';

const TAGS = ['knowledge base'];
const classAudit = auditOf('knowledgeClass');
const articleAudit = auditOf('knowledgeArticle');
/** The knowledge base is written by the platform for its customers. */
const PLATFORM = { platformOnly: true, tags: TAGS } as const;
/** The tree is the same for every reader; articles depend on the reader's customer and scope. */
const TREE = { tables: [knowledgeClasses, knowledgeArticles], perCaller: false };
const ARTICLES = { tables: [knowledgeArticles, knowledgeClasses, knowledgeArticleOrgs, orgs], perCaller: true };

/** The knowledge base: the classification tree and the articles, written by the platform, read by customers. */
export async function knowledgeRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  keptRoute(
    app,
    {
      url: KNOWLEDGE_API.classTree,
      access: KNOWLEDGE_CLASS_PERMS.list,
      tags: TAGS,
      summary: 'The classification tree with article counts',
    },
    TREE,
    () => classTree(db),
  );
  keptRoute(
    app,
    {
      url: KNOWLEDGE_API.classOptions,
      access: KNOWLEDGE_ARTICLE_PERMS.list,
      tags: TAGS,
      summary: 'The classification tree, for the article filter and form',
    },
    TREE,
    () => classTree(db),
  );
  commandRoute(
    app,
    {
      ...PLATFORM,
      url: KNOWLEDGE_API.classBase,
      access: KNOWLEDGE_CLASS_PERMS.add,
      audit: classAudit('add'),
      summary: 'Add a classification (unique name among its siblings)',
      body: knowledgeClassSchema,
    },
    (body, auth) => addClass(db, body, auth),
  );
  commandRoute(
    app,
    {
      ...PLATFORM,
      method: 'PUT',
      url: KNOWLEDGE_API.classBase,
      access: KNOWLEDGE_CLASS_PERMS.edit,
      audit: classAudit('edit'),
      summary: 'Rename, reorder or move a classification (never under its own sub-tree)',
      body: knowledgeClassUpdateSchema,
    },
    ({ classId, ...input }) => updateClass(db, classId, input),
  );
  commandRoute(
    app,
    {
      ...PLATFORM,
      method: 'DELETE',
      url: `${KNOWLEDGE_API.classBase}/:classId`,
      access: KNOWLEDGE_CLASS_PERMS.remove,
      audit: classAudit('remove'),
      summary: 'Delete a classification without sub-classifications or articles',
      params: idParam('classId'),
    },
    ({ classId }) => deleteClass(db, classId),
  );

  keptListRoute(
    app,
    {
      url: KNOWLEDGE_API.articleList,
      access: KNOWLEDGE_ARTICLE_PERMS.list,
      tags: TAGS,
      summary: 'Articles the caller may read, searched in title and text, filtered by classification sub-tree, paged',
      description:
        'A platform account sees the articles of its data scope in every state; a customer account the published ' +
        'articles shown to its customer (or to every customer).',
      querystring: knowledgeArticleQuerySchema,
    },
    ARTICLES,
    (query, auth) => listArticles(db, query, auth),
  );
  keptRoute(
    app,
    {
      url: `${KNOWLEDGE_API.articleBase}/:articleId`,
      access: KNOWLEDGE_ARTICLE_PERMS.query,
      tags: TAGS,
      summary: 'One article with its content, if the caller may read it',
      params: idParam('articleId'),
    },
    ARTICLES,
    ({ articleId }, auth) => loadArticle(db, articleId, auth),
  );
  commandRoute(
    app,
    {
      ...PLATFORM,
      url: KNOWLEDGE_API.articleBase,
      access: KNOWLEDGE_ARTICLE_PERMS.add,
      audit: articleAudit('add'),
      summary: 'Add an article (content sanitised)',
      body: knowledgeArticleSchema,
    },
    (body, auth) => createArticle(db, body, auth),
  );
  commandRoute(
    app,
    {
      ...PLATFORM,
      method: 'PUT',
      url: KNOWLEDGE_API.articleBase,
      access: KNOWLEDGE_ARTICLE_PERMS.edit,
      audit: articleAudit('edit'),
      summary: 'Change an article (content sanitised)',
      body: knowledgeArticleUpdateSchema,
    },
    ({ articleId, ...input }, auth) => updateArticle(db, articleId, input, auth),
  );
  commandRoute(
    app,
    {
      ...PLATFORM,
      method: 'DELETE',
      url: `${KNOWLEDGE_API.articleBase}/:ids`,
      access: KNOWLEDGE_ARTICLE_PERMS.remove,
      audit: articleAudit('remove'),
      summary: 'Delete articles (comma-separated ids), all or nothing',
      params: idsParam(),
    },
    async ({ ids }, auth) => ({ deleted: await deleteArticles(db, ids, auth) }),
  );
}
