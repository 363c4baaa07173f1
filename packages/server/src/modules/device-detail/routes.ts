import { DEVICE_DETAIL_API, SESSION, deviceAlarmListSchema, deviceDetailIdSchema, deviceDetailRangeSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import { containerRows } from '../device-settings/index.js';
import type { ModuleContext } from '../../platform/area.js';
import { assertVisible, deviceAlarmList, deviceOrders, deviceProducts, deviceSummary, requireRight } from './service.js';

const TAGS = ['device detail'];
const rightsNote = (perm: string) => `Needs \`${perm}\` (checked in the handler, so the refusal says which right is missing).`;

/**
 * The device detail screen (hidden route /deviceManage/detail/index/…): the summary and the tabs'
 * data in the route's range. The routes take a session and check the screen's rights themselves,
 * so each refusal (details, material info, fault records, warning records) has its own words.
 */
export async function deviceDetailRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    DEVICE_DETAIL_API.summary,
    {
      config: { access: SESSION },
      schema: {
        tags: TAGS,
        summary: 'Status, versions, location, signal, temperatures and sales (today, yesterday, this and last month)',
        description: rightsNote('device:device:query'),
        querystring: deviceDetailIdSchema,
      },
    },
    async (request) => ok(await deviceSummary(db, currentUser(request), request.query.id, requestLang(request))),
  );

  app.get(
    DEVICE_DETAIL_API.materials,
    {
      config: { access: SESSION },
      schema: {
        tags: TAGS,
        summary: 'Containers and their levels',
        description: rightsNote('device:detail:material'),
        querystring: deviceDetailIdSchema,
      },
    },
    async (request) => {
      const auth = currentUser(request);
      requireRight(auth, 'material');
      await assertVisible(db, auth, request.query.id);
      return ok(await containerRows(db, request.query.id));
    },
  );

  listRoute(
    base,
    {
      url: DEVICE_DETAIL_API.orders,
      access: SESSION,
      tags: TAGS,
      summary: 'The device’s orders in the range',
      description: rightsNote('device:device:query'),
      querystring: deviceDetailRangeSchema,
    },
    (query, auth, { lang }) => deviceOrders(db, auth, query, lang),
  );

  listRoute(
    base,
    {
      url: DEVICE_DETAIL_API.products,
      access: SESSION,
      tags: TAGS,
      summary: 'Sales per product in the range',
      description: rightsNote('device:device:query'),
      querystring: deviceDetailRangeSchema,
    },
    (query, auth, { lang }) => deviceProducts(db, auth, query, lang),
  );

  listRoute(
    base,
    {
      url: DEVICE_DETAIL_API.faults,
      access: SESSION,
      tags: TAGS,
      summary: 'Fault records in the range',
      description: rightsNote('device:detail:fault'),
      querystring: deviceAlarmListSchema,
    },
    (query, auth) => deviceAlarmList(db, auth, 'fault', query),
  );

  listRoute(
    base,
    {
      url: DEVICE_DETAIL_API.warnings,
      access: SESSION,
      tags: TAGS,
      summary: 'Warning records in the range',
      description: rightsNote('device:detail:warning'),
      querystring: deviceAlarmListSchema,
    },
    (query, auth) => deviceAlarmList(db, auth, 'warning', query),
  );
}
