import { KNOWLEDGE_ARTICLE_PERMS, KNOWLEDGE_CLASS_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory, page } = menuEntries('knowledge');

/** Knowledge base → classifications and articles, with their buttons. */
export const KNOWLEDGE_MENUS: MenuDefinition[] = [
  directory({ name: 'Knowledge', path: 'knowledge', icon: 'book', sort: 60 }),
  ...page({
    name: 'KnowledgeArticle',
    parent: 'Knowledge',
    path: 'article',
    component: SCREENS.knowledgeArticle,
    perms: KNOWLEDGE_ARTICLE_PERMS.list,
    icon: 'read',
    sort: 1,
    buttons: KNOWLEDGE_ARTICLE_PERMS,
  }),
  ...page({
    name: 'KnowledgeClass',
    parent: 'Knowledge',
    path: 'class',
    component: SCREENS.knowledgeClass,
    perms: KNOWLEDGE_CLASS_PERMS.list,
    icon: 'tags',
    sort: 2,
    buttons: KNOWLEDGE_CLASS_PERMS,
  }),
];
