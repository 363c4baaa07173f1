import { DEVICE_DETAIL_API, SESSION, deviceAlarmListSchema, deviceDetailIdSchema, deviceDetailRangeSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { listRoute, readRoute } from '../../platform/routes/read.js';
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
export async function deviceDetailRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const detail = { access: SESSION, tags: TAGS };

  readRoute(
    app,
    {
      ...detail,
      url: DEVICE_DETAIL_API.summary,
      summary: 'Status, versions, location, signal, temperatures and sales (today, yesterday, this and last month)',
      description: rightsNote('device:device:query'),
      querystring: deviceDetailIdSchema,
    },
    ({ id }, auth, { lang }) => deviceSummary(db, auth, id, lang),
  );

  readRoute(
    app,
    {
      ...detail,
      url: DEVICE_DETAIL_API.materials,
      summary: 'Containers and their levels',
      description: rightsNote('device:detail:material'),
      querystring: deviceDetailIdSchema,
    },
    async ({ id }, auth) => {
      requireRight(auth, 'material');
      await assertVisible(db, auth, id);
      return containerRows(db, id);
    },
  );

  listRoute(
    app,
    {
      ...detail,
      url: DEVICE_DETAIL_API.orders,
      summary: 'The device’s orders in the range',
      description: rightsNote('device:device:query'),
      querystring: deviceDetailRangeSchema,
    },
    (query, auth, { lang }) => deviceOrders(db, auth, query, lang),
  );

  listRoute(
    app,
    {
      ...detail,
      url: DEVICE_DETAIL_API.products,
      summary: 'Sales per product in the range',
      description: rightsNote('device:device:query'),
      querystring: deviceDetailRangeSchema,
    },
    (query, auth, { lang }) => deviceProducts(db, auth, query, lang),
  );

  for (const [kind, url, summary] of [
    ['fault', DEVICE_DETAIL_API.faults, 'Fault records in the range'],
    ['warning', DEVICE_DETAIL_API.warnings, 'Warning records in the range'],
  ] as const) {
    listRoute(
      app,
      { ...detail, url, summary, description: rightsNote(`device:detail:${kind}`), querystring: deviceAlarmListSchema },
      (query, auth) => deviceAlarmList(db, auth, kind, query),
    );
  }
}
