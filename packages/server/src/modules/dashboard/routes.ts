import { DASHBOARD_API, SESSION } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { readRoute } from '../../platform/routes/read.js';
import { sharedRoute } from '../../platform/routes/shared.js';
import type { ModuleContext } from '../../platform/area.js';
import { sharedResponses } from '../../platform/http/shared-response.js';
import { dashboardMap, mapViewer } from './map.js';
import { salesGeneration } from '../reports/index.js';
import { reportViewer, viewerKey } from '../reports/index.js';
import { dashboardRankings } from './rankings.js';
import { dashboardSales } from './sales.js';
import { dashboardDevices } from './service.js';

/** How old the map may be: the page redraws it every minute, and a fleet of thousands is one shared answer. */
const MAP_MAX_AGE_MS = 10_000;

/**
 * How old the shared rankings and sales charts may be: a sale of this process starts a new answer
 * at once (its generation is in the key); what another process sold shows within this time.
 */
const RANKINGS_MAX_AGE_MS = 3_000;

const SCOPED = 'Open to every signed-in user: the figures cover only the devices of the caller’s data scope and device grants.';

/** The home screen's live figures, charts and map (every signed-in user; cut to the devices they may see). */
export async function dashboardRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const sharedMap = sharedResponses(MAP_MAX_AGE_MS);
  const sharedRankings = sharedResponses(RANKINGS_MAX_AGE_MS);
  const sharedSales = sharedResponses(RANKINGS_MAX_AGE_MS);
  const scoped = { access: SESSION, tags: ['dashboard'], description: SCOPED };
  readRoute(
    app,
    {
      ...scoped,
      url: DASHBOARD_API.devices,
      summary: 'Online, offline, fault, warning and low-material counters and today’s sales of the caller’s devices',
    },
    (_, auth) => dashboardDevices(db, auth),
  );
  sharedRoute(
    app,
    {
      ...scoped,
      url: DASHBOARD_API.sales,
      summary: 'Today’s sales per hour and the last 30 business days’ per day, per currency, of the caller’s devices',
    },
    sharedSales,
    async (_, auth) => {
      const viewer = await reportViewer(db, auth);
      return { key: `${viewerKey(viewer)}|${salesGeneration()}`, compute: () => dashboardSales(db, viewer) };
    },
  );
  sharedRoute(
    app,
    {
      ...scoped,
      url: DASHBOARD_API.rankings,
      summary: 'Today’s and this month’s revenue, cups and refunds per currency, and the month’s goods and point top 10s',
    },
    sharedRankings,
    async (_, auth, { lang }) => {
      const viewer = await reportViewer(db, auth);
      return { key: `${viewerKey(viewer)}|${salesGeneration()}|${lang}`, compute: () => dashboardRankings(db, viewer, lang) };
    },
  );
  sharedRoute(
    app,
    {
      ...scoped,
      url: DASHBOARD_API.map,
      summary: 'The caller’s devices with coordinates and their online and fault state, for the map (up to 10 s old)',
    },
    sharedMap,
    async (_, auth) => {
      const { viewer, key } = await mapViewer(db, auth);
      return { key, compute: () => dashboardMap(db, viewer) };
    },
  );
}
