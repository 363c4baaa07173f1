import {
  CHANGE_LOG_PERMS,
  DEVICE_RECORD_API,
  NETWORK_LOG_PERMS,
  changeLogQuerySchema,
  networkLogQuerySchema,
  updataLogSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute } from '../../platform/routes/read.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { listChangeLog, reportChange } from './change-log.js';
import { listNetworkLog } from './network-log.js';

const tags = ['device-records'];
const audit = auditOf('deviceChangeLog');

/** Devices → network log and change log, and the entries operators report. */
export async function deviceRecordRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: DEVICE_RECORD_API.networkLogList,
      access: NETWORK_LOG_PERMS.list,
      tags,
      summary: 'Connects, disconnects, timeouts and signal of the caller’s machines, newest first (keyset)',
      querystring: networkLogQuerySchema,
    },
    async (query, auth) => listNetworkLog(db, query, auth, await businessTimeZone(db)),
  );
  listRoute(
    app,
    {
      url: DEVICE_RECORD_API.changeLogList,
      access: CHANGE_LOG_PERMS.list,
      tags,
      summary: 'Changes of the caller’s machines (customer, point, settings, goods, software, reported), newest first (keyset)',
      querystring: changeLogQuerySchema,
    },
    async (query, auth, { lang }) => listChangeLog(db, query, auth, await businessTimeZone(db), lang),
  );
  commandRoute(
    app,
    {
      url: DEVICE_RECORD_API.updataLog,
      access: CHANGE_LOG_PERMS.add,
      audit: audit('reportDeviceChange'),
      tags,
      summary: 'Records a change an operator reports against a machine they see',
      body: updataLogSchema,
    },
    (body, auth, { lang }) => reportChange(db, body, auth, lang),
  );
}
