import { STAFF_API, STAFF_PERMS } from '@vr/contracts';
import { type AccessModule, saveChecks } from '../../test/access-matrix.js';
import { insertRow, listed, rowStill, send } from '../../test/access-cases.js';
import { staffCards, staffRecords } from './schema.js';

const perms = Object.values(STAFF_PERMS);
const harborCard = (employeeNo: string) =>
  insertRow(staffCards, (ctx) => ({
    orgId: ctx.orgs.harbor,
    employeeNo,
    employeeName: 'Harbor staff',
    monthlyLimitCents: 5000,
    quotaCents: 5000,
    quotaMonth: '2030-01',
    currency: 'CNY',
  }));
const untouched = rowStill(staffCards, staffCards.id, (card) => card.monthlyLimitCents === 5000 && card.status === 'enabled');

/**
 * Staff cards: a Harbor Drinks Ltd. card is neither listed to nor changed by Demo Coffee Co.'s
 * ops, and its records are not listed. The save checks add or edit once its body is valid.
 */
export const accessCases: AccessModule = {
  module: 'staff-cards',
  checkedLater: {
    [`POST ${STAFF_API.save}`]: saveChecks(
      { employeeName: 'Probe', employeeNo: '990001', monthlyLimit: 10 },
      { create: STAFF_PERMS.add, update: STAFF_PERMS.edit, idField: 'id' },
    ),
  },
  scope: [
    {
      name: 'a staff card of Harbor Drinks Ltd.',
      permissions: perms,
      foreignRow: harborCard('880001'),
      list: listed(`${STAFF_API.list}?limit=1000`),
      update: send('POST', STAFF_API.save, (id) => ({ id, employeeName: 'Taken over', employeeNo: '880009', monthlyLimit: 1 })),
      remove: send('POST', STAFF_API.status, (id) => ({ id, status: 'disabled' })),
      unchanged: untouched,
    },
    {
      name: 'a record of a Harbor Drinks Ltd. staff card',
      permissions: perms,
      foreignRow: async (ctx) => {
        const cardId = await harborCard('880002')(ctx);
        return insertRow(staffRecords, () => ({
          cardId: Number(cardId),
          orgId: ctx.orgs.harbor,
          kind: 'add',
          amountCents: 5000,
          quotaBefore: 0,
          quotaAfter: 5000,
        }))(ctx);
      },
      list: listed(`${STAFF_API.records}?limit=1000`),
    },
  ],
};
