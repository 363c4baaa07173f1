import type { DemoSeedContext } from '../../platform/area.js';
import { customers } from './schema.js';

/**
 * Demo details of both seeded customers (the core seed created their organisations). Logos stay
 * empty: the shell then shows the product mark.
 */
export async function seedCustomers(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  await db.insert(customers).values([
    {
      orgId: ctx.orgs.demo,
      shortName: 'Demo Coffee',
      cooperationMode: 1,
      source: 1,
      contactName: 'Chen Jing',
      contactPhone: '13900001111',
      contactEmail: 'ops@democoffee.example',
      themeColor: '#1890ff',
      defaultLanguage: 'zh',
      defaultCurrency: 'CNY',
      features: ['memberCard', 'staffCard', 'advertising', 'delivery'],
      permissions: {
        pc: ['devices', 'goods', 'orders', 'reports', 'alarms'],
        bSide: ['deviceStatus', 'replenish', 'cleaning', 'orders'],
        member: ['order', 'memberCard', 'coupons'],
      },
    },
    {
      orgId: ctx.orgs.harbor,
      shortName: 'Harbor',
      cooperationMode: 3,
      source: 2,
      contactName: 'Daniel Reyes',
      contactPhone: '+1 415 555 0100',
      contactEmail: 'hello@harbordrinks.example',
      themeColor: '#0e7c86',
      defaultLanguage: 'en',
      defaultCurrency: 'USD',
      features: ['wristband', 'profitSharing'],
      permissions: { pc: ['devices', 'orders', 'finance'], bSide: ['deviceStatus', 'sales'], member: ['order', 'wristband'] },
    },
  ]);
}
