import type { DemoSeedContext } from '../../platform/area.js';
import { integrationLogs } from '../../platform/audit/schema.js';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * A few demo rows of the integration ("SAP") log. No outside system is connected yet: these show
 * what the screen holds once one is (`platform/integration/record.ts` writes the real rows).
 */
export async function seedIntegrationLogs({ db, orgs }: DemoSeedContext): Promise<void> {
  await db.insert(integrationLogs).values([
    {
      direction: 'out',
      system: 'SAP',
      endpoint: 'https://sap.example.com/sap/opu/odata/sap/API_SALES_ORDER_SRV/A_SalesOrder',
      method: 'POST',
      requestPayload: JSON.stringify({
        headers: { 'content-type': 'application/json', authorization: '******' },
        body: { SalesOrderType: 'OR', SoldToParty: 'DEMO-COFFEE', to_Item: [{ Material: 'BEAN-ARABICA-1KG', RequestedQuantity: '12' }] },
      }),
      responsePayload: JSON.stringify({ d: { SalesOrder: '4500012873', OverallSDProcessStatus: 'A' } }),
      status: 'success',
      httpStatus: 201,
      durationMs: 842,
      retryCount: 0,
      orgId: orgs.demo,
      createdAt: minutesAgo(180),
    },
    {
      direction: 'out',
      system: 'SAP',
      endpoint: 'https://sap.example.com/sap/opu/odata/sap/API_MATERIAL_STOCK_SRV/A_MatlStkInAcctMod',
      method: 'GET',
      requestPayload: JSON.stringify({ headers: { accept: 'application/json', authorization: '******' } }),
      responsePayload: '<html><body>502 Bad Gateway</body></html>',
      status: 'failure',
      httpStatus: 502,
      durationMs: 3120,
      retryCount: 2,
      errorMessage: 'HTTP 502',
      orgId: orgs.demo,
      createdAt: minutesAgo(95),
    },
    {
      direction: 'out',
      system: 'SAP',
      endpoint: 'https://sap.example.com/sap/bc/srt/rfc/sap/zfi_post_settlement',
      method: 'POST',
      requestPayload:
        '<soap:Envelope><soap:Body><Settlement><Amount>1280.50</Amount><password>******</password></Settlement></soap:Body></soap:Envelope>',
      responsePayload: null,
      status: 'timeout',
      httpStatus: null,
      durationMs: 45000,
      retryCount: 2,
      errorMessage: 'no answer within 15000 ms',
      orgId: orgs.harbor,
      createdAt: minutesAgo(40),
    },
    {
      direction: 'in',
      system: 'SAP',
      endpoint: '/api/integration/sap/materialMaster',
      method: 'POST',
      requestPayload: JSON.stringify({ Material: 'CUP-12OZ', Description: 'Paper cup 12 oz', BaseUnit: 'PC', signature: '******' }),
      responsePayload: JSON.stringify({ status: 1001 }),
      status: 'success',
      httpStatus: 200,
      durationMs: 57,
      retryCount: 0,
      orgId: null,
      createdAt: minutesAgo(12),
    },
  ]);
}
