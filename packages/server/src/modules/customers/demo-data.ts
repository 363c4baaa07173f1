import { eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { orgs } from '../../platform/identity/schema.js';
import { customers } from './schema.js';

/**
 * Demo details of both seeded customers, and director/contact fields of their departments and
 * stores. Organisation ids are untouched (the core seed created the nodes). Logos stay empty:
 * the shell then shows the product mark.
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
  const details: Record<string, Partial<typeof orgs.$inferInsert>> = {
    'DEMO-OPS': { leader: 'Chen Jing', phone: '13900001111', email: 'ops@democoffee.example' },
    'DEMO-FIN': { leader: 'Li Wei', phone: '13900002222' },
    'DEMO-SH-01': {
      leader: 'Wang Fang',
      phone: '13900003333',
      servicePhone: '400-800-1234',
      storeType: 1,
      province: 'Shanghai',
      city: 'Shanghai',
      district: 'Jing’an',
      address: '1601 West Nanjing Road',
      deliverySupport: 1,
      deliveryRange: 3000,
      deliveryFee: 5,
      minOrderAmount: 20,
      deliveryTimes: '10:00-21:00',
      businessHours: '07:30-22:00',
      deposit: 5000,
      commissionRate: 8.5,
    },
    'HARBOR-FS': { leader: 'Daniel Reyes', phone: '+1 415 555 0100' },
    'HARBOR-ACC': { leader: 'Mia Chen', email: 'accounts@harbordrinks.example' },
    'HARBOR-P3': {
      leader: 'Sam Ortiz',
      phone: '+1 415 555 0133',
      storeType: 3,
      province: 'California',
      city: 'San Francisco',
      district: 'Embarcadero',
      address: 'Pier 3, The Embarcadero',
      businessHours: '06:00-20:00',
      franchiseeCode: 'HB-P3',
    },
  };
  for (const [code, values] of Object.entries(details)) await db.update(orgs).set(values).where(eq(orgs.code, code));
}
