import {
  CARD_API,
  CARD_PERMS,
  cardAdjustSchema,
  cardImportQuerySchema,
  cardQuerySchema,
  cardRecordQuerySchema,
  cardSaveSchema,
  cardStatusSchema,
  cardTopUpSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { importRoute, templateRoute } from '../../platform/routes/import.js';
import { listRoute } from '../../platform/routes/read.js';
import { adjustCard, saveCard, setCardStatus, topUpCard } from './commands.js';
import { CARD_IMPORT_TEMPLATE, importCards } from './import.js';
import { listCardChanges, listCards } from './service.js';

const tags = ['member cards'];
const audit = auditOf('memberCard');

/** Cards → member card swiping: the cards, their change record, and what people change on them. */
export async function cardRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: CARD_API.list,
      access: CARD_PERMS.list,
      tags,
      summary: 'Member cards in the caller’s data scope, paged (cursor for deep pages) and filtered',
      querystring: cardQuerySchema,
    },
    (query, auth) => listCards(db, query, auth),
  );
  listRoute(
    app,
    {
      url: CARD_API.records,
      access: CARD_PERMS.record,
      tags,
      summary: 'Change records of the member cards in the caller’s data scope, newest first',
      querystring: cardRecordQuerySchema,
    },
    (query, auth) => listCardChanges(db, query, auth),
  );
  commandRoute(
    app,
    {
      url: CARD_API.save,
      access: { create: CARD_PERMS.add, update: CARD_PERMS.edit, idField: 'id' },
      audit: audit('saveCard'),
      tags,
      summary: 'Add (no id) or edit a member card (form-encoded)',
      description: `Adding needs \`${CARD_PERMS.add}\`, editing \`${CARD_PERMS.edit}\` (checked once the body is valid).`,
      body: cardSaveSchema,
    },
    (body, auth) => saveCard(db, body, auth),
  );
  commandRoute(
    app,
    {
      url: CARD_API.topUp,
      access: CARD_PERMS.topUp,
      audit: audit('topUpCard'),
      tags,
      summary: 'Add money to a member card, with the reason',
      body: cardTopUpSchema,
    },
    (body, auth) => topUpCard(db, body, auth),
  );
  commandRoute(
    app,
    {
      url: CARD_API.adjust,
      access: CARD_PERMS.adjust,
      audit: audit('adjustCard'),
      tags,
      summary: 'Correct a member card’s balance or free uses by signed amounts, with the reason',
      body: cardAdjustSchema,
    },
    (body, auth) => adjustCard(db, body, auth),
  );
  commandRoute(
    app,
    {
      url: CARD_API.status,
      access: CARD_PERMS.status,
      audit: audit('changeCardStatus'),
      tags,
      summary: 'Enable, disable or report lost a member card',
      body: cardStatusSchema,
    },
    (body, auth) => setCardStatus(db, body, auth),
  );
  templateRoute(
    app,
    { url: CARD_API.template, access: CARD_PERMS.import, tags, summary: 'The member card import template (xlsx headers)' },
    CARD_IMPORT_TEMPLATE,
  );
  importRoute(
    app,
    {
      url: CARD_API.import,
      access: CARD_PERMS.import,
      audit: audit('importCards'),
      tags,
      summary: 'Import member cards of one customer from xlsx (at most 1 000 rows, all or nothing)',
      querystring: cardImportQuerySchema,
    },
    ({ orgId }, auth, { lang, request }) => importCards(db, request, orgId, auth, lang),
  );
}
