import { KNOWLEDGE_ARTICLE_PERMS, KNOWLEDGE_READ_PATH, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.knowledgeClass]: lazy(() => import('./KnowledgeClassPage')),
    [SCREENS.knowledgeArticle]: lazy(() => import('./KnowledgeArticlePage')),
    [SCREENS.knowledgeRead]: lazy(() => import('./KnowledgeReadPage')),
  },
  hiddenRoutes: [
    // One tab per article read.
    hiddenRoute('knowledge:read.title', `${KNOWLEDGE_READ_PATH}/:id`, SCREENS.knowledgeRead, [KNOWLEDGE_ARTICLE_PERMS.query], {
      numeric: ['id'],
      tabIdentity: ['id'],
    }),
  ],
} satisfies PageArea;
