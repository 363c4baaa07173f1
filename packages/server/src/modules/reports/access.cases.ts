import { REPORT_API, REPORT_PERMS } from '@vr/contracts';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { idsOf, listed, notListed } from '../../test/access-cases.js';
import { salesDeviceGoodsDaily, salesDevicePayDaily } from './schema.js';

let probe = 0;
const today = () => new Date().toISOString().slice(0, 10);
const period = () => `beginDay=${today()}&endDay=${today()}`;

/** A Harbor Drinks Ltd. sale of today in the report roll-ups: a product (its code is the row's id) at a point. */
async function harborSale(ctx: ScopeContext): Promise<string> {
  const code = `HARBOR-RPT-${++probe}-${Date.now()}`;
  const row = { day: today(), deviceId: 1, orgId: ctx.orgs.harbor, siteId: 900_000 + probe, orderCount: 1, cupCount: 500 };
  await ctx.db.insert(salesDeviceGoodsDaily).values({ ...row, goodsCode: code, goodsName: code, amount: 5 });
  await ctx.db.insert(salesDevicePayDaily).values({ ...row, paymentMethod: 'wechat_pay', receivedAmount: 5 });
  return code;
}
const rankingCodes = (data: unknown) => idsOf('goodsCode')((data as { rows: unknown }).rows);

/** The reports: rankings, summaries, statistics, material sales. */
export const accessCases: AccessModule = {
  module: 'reports',
  scope: [
    notListed(
      'a Harbor Drinks Ltd. product sale in the goods ranking',
      [REPORT_PERMS.goodsRanking],
      harborSale,
      listed(`${REPORT_API.goodsSaleRanking}?${period()}`, rankingCodes),
    ),
    notListed(
      'a Harbor Drinks Ltd. product sale in the goods summary',
      [REPORT_PERMS.goodsRanking],
      harborSale,
      listed(`${REPORT_API.goodsSaleSummary}?${period()}&limit=1000`, 'goodsCode'),
    ),
  ],
};
