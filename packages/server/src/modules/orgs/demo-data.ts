import { eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { orgs } from '../../platform/identity/schema.js';
import type { OrgChanges } from './service.js';

/** Director and contact fields of the demo customers' departments and stores, by organisation code. */
const DETAILS: Record<string, OrgChanges> = {
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

/** Fills in the demo organisations' details; the core seed created the nodes and their ids stay. */
export async function seedOrgDetails(ctx: DemoSeedContext): Promise<void> {
  for (const [code, values] of Object.entries(DETAILS)) await ctx.db.update(orgs).set(values).where(eq(orgs.code, code));
}
