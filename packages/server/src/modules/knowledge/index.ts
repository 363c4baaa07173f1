import { defineArea } from '../../platform/area.js';
import { seedKnowledge } from './demo-data.js';
import { KNOWLEDGE_MENUS } from './menu.js';
import { knowledgeRoutes } from './routes.js';

/** The knowledge base: classifications and articles the platform writes and its customers read. */
export const area = defineArea({
  name: 'knowledge',
  routes: knowledgeRoutes,
  menus: KNOWLEDGE_MENUS,
  demoSeed: { order: 90, run: seedKnowledge },
  uniques: {
    kb_class_parent_name_uq: { field: 'className', key: 'knowledgeClassNameTaken', param: 'className' },
  },
});
