import type { DemoSeedContext } from '../../platform/area.js';
import { webPages } from './schema.js';

/** Demo links of both customers (a help centre and a supplier portal each). */
export async function seedWebPages(ctx: DemoSeedContext): Promise<void> {
  await ctx.db.insert(webPages).values([
    { orgId: ctx.orgs.demo, pageName: 'Help centre', pageLink: 'https://help.democoffee.example/', sort: 1, createdBy: ctx.users.admin },
    {
      orgId: ctx.orgs.demo,
      pageName: 'Supplier portal',
      pageLink: 'https://suppliers.democoffee.example/login',
      sort: 2,
      createdBy: ctx.users.admin,
    },
    {
      orgId: ctx.orgs.harbor,
      pageName: 'Help centre',
      pageLink: 'https://support.harbordrinks.example/',
      sort: 1,
      createdBy: ctx.users.admin,
    },
    {
      orgId: ctx.orgs.harbor,
      pageName: 'Supplier portal',
      pageLink: 'https://partners.harbordrinks.example/portal',
      sort: 2,
      createdBy: ctx.users.admin,
    },
  ]);
}
