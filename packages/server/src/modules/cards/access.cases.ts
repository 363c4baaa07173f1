import { CARD_API, CARD_PERMS } from '@vr/contracts';
import { type AccessModule, saveChecks } from '../../test/access-matrix.js';
import { insertRow, listed, rowStill, send } from '../../test/access-cases.js';
import { icCardChanges, icCards } from './schema.js';

const perms = Object.values(CARD_PERMS);
const harborCard = (icCode: string) =>
  insertRow(icCards, (ctx) => ({
    orgId: ctx.orgs.harbor,
    icCode,
    balanceCents: 5000,
    currency: 'CNY',
    freeUses: 2,
  }));
const untouched = rowStill(icCards, icCards.id, (card) => card.balanceCents === 5000 && card.freeUses === 2 && card.status === 'enabled');

/**
 * Member cards: a Harbor Drinks Ltd. card is neither listed to nor changed by Demo Coffee Co.'s
 * ops, and its change records are not listed. The save checks add or edit once its body is valid.
 */
export const accessCases: AccessModule = {
  module: 'cards',
  checkedLater: {
    [`POST ${CARD_API.save}`]: saveChecks(
      { icCode: 'PROBE-1' },
      { create: CARD_PERMS.add, update: CARD_PERMS.edit, idField: 'id' },
      { form: true },
    ),
  },
  scope: [
    {
      name: 'a member card of Harbor Drinks Ltd.',
      permissions: perms,
      foreignRow: harborCard('HARBOR-1'),
      list: listed(`${CARD_API.list}?limit=1000`),
      update: send('POST', CARD_API.save, (id) => ({ id, icCode: 'TAKEN-OVER', status: 'disabled' }), { form: true }),
      unchanged: untouched,
    },
    {
      name: 'a member card of Harbor Drinks Ltd. topped up',
      permissions: perms,
      foreignRow: harborCard('HARBOR-2'),
      update: send('POST', CARD_API.topUp, (id) => ({ id, topUpAmount: 100, reason: 'Taken over' })),
      unchanged: untouched,
    },
    {
      name: 'a member card of Harbor Drinks Ltd. adjusted',
      permissions: perms,
      foreignRow: harborCard('HARBOR-3'),
      update: send('POST', CARD_API.adjust, (id) => ({ id, balance: -50, freeUses: -2, reason: 'Taken over' })),
      remove: send('POST', CARD_API.status, (id) => ({ id, status: 'lost' })),
      unchanged: untouched,
    },
    {
      name: 'a change record of a Harbor Drinks Ltd. card',
      permissions: perms,
      foreignRow: async (ctx) => {
        const cardId = await harborCard('HARBOR-4')(ctx);
        return insertRow(icCardChanges, () => ({
          cardId: Number(cardId),
          orgId: ctx.orgs.harbor,
          kind: 'topUp',
          amountCents: 5000,
          balanceBefore: 0,
          balanceAfter: 5000,
          freeUsesBefore: 0,
          freeUsesAfter: 0,
        }))(ctx);
      },
      list: listed(`${CARD_API.records}?limit=1000`),
    },
  ],
};
