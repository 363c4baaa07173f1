import type { DemoSeedContext } from '../../platform/area.js';
import { knowledgeArticleOrgs, knowledgeArticles, knowledgeClasses } from './schema.js';
import { plainText } from './text.js';

const DESCALING =
  '<h2>When to descale</h2><p>Descale the boiler when the machine reports low flow, or every 30 days.</p>' +
  '<ol><li>Empty the drip tray.</li><li>Fill the tank with descaling solution.</li><li>Run the cleaning programme twice.</li></ol>' +
  '<p>除垢后请用清水冲洗两次。</p>';
const GRINDER = '<p>If the grinder jams, switch the machine off, open the bean hopper and remove foreign objects.</p>';

/** A small knowledge base: two classifications, an article every customer reads and one for Demo Coffee Co. only. */
export async function seedKnowledge(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const [maintenance] = await db.insert(knowledgeClasses).values({ name: 'Maintenance', sort: 1, createdBy: ctx.users.admin }).returning();
  const [cleaning] = await db
    .insert(knowledgeClasses)
    .values({ parentId: maintenance!.id, name: 'Cleaning', sort: 1, createdBy: ctx.users.admin })
    .returning();
  await db.insert(knowledgeClasses).values({ name: 'Faults', sort: 2, createdBy: ctx.users.admin });
  const author = { orgId: ctx.orgs.platform, createdBy: ctx.users.admin, createdByName: 'admin', state: 'published' };
  await db.insert(knowledgeArticles).values({
    ...author,
    classId: cleaning!.id,
    title: 'Descaling the boiler',
    content: DESCALING,
    contentText: await plainText(DESCALING),
    allCustomers: true,
  });
  const [grinder] = await db
    .insert(knowledgeArticles)
    .values({
      ...author,
      classId: maintenance!.id,
      title: 'Clearing a jammed grinder',
      content: GRINDER,
      contentText: await plainText(GRINDER),
    })
    .returning();
  await db.insert(knowledgeArticleOrgs).values({ articleId: grinder!.id, orgId: ctx.orgs.demo });
}
