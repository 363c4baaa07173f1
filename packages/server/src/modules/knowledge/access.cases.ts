import { KNOWLEDGE_API, KNOWLEDGE_ARTICLE_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { listed, onPath, rowStill } from '../../test/access-cases.js';
import { knowledgeArticleOrgs, knowledgeArticles, knowledgeClasses } from './schema.js';

/**
 * Knowledge base: the writes are platform-only (the access suite proves a customer account is
 * refused them); the data-scope case is an article shown to Harbor Drinks Ltd. only, which a Demo
 * Coffee Co. account neither lists nor opens.
 */
export const accessCases: AccessModule = {
  module: 'knowledge',
  scope: [
    {
      name: 'an article shown to Harbor Drinks Ltd. only',
      permissions: Object.values(KNOWLEDGE_ARTICLE_PERMS),
      foreignRow: async (ctx) => {
        const [cls] = await ctx.db.insert(knowledgeClasses).values({ name: 'Harbor probe class' }).returning({ id: knowledgeClasses.id });
        const [row] = await ctx.db
          .insert(knowledgeArticles)
          .values({
            classId: cls!.id,
            title: 'Harbor probe',
            content: '<p>harbor</p>',
            contentText: 'harbor',
            state: 'published',
            orgId: ctx.orgs.platform,
          })
          .returning({ id: knowledgeArticles.id });
        await ctx.db.insert(knowledgeArticleOrgs).values({ articleId: row!.id, orgId: ctx.orgs.harbor });
        return row!.id;
      },
      list: listed(`${KNOWLEDGE_API.articleList}?limit=1000`, 'articleId'),
      detail: onPath('GET', KNOWLEDGE_API.articleBase),
      remove: onPath('DELETE', KNOWLEDGE_API.articleBase),
      unchanged: rowStill(knowledgeArticles, knowledgeArticles.id, (row) => row.title === 'Harbor probe'),
    },
  ],
};
