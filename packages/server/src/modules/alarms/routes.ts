import {
  ALARM_API,
  ALARM_LOG_PERMS,
  ALARM_ORDER_PERMS,
  ALARM_RULE_PERMS,
  DEVICE_ABNORMAL_PERMS,
  SESSION,
  abnormalQuerySchema,
  alarmHandleSchema,
  alarmLogQuerySchema,
  alarmOrderLiftSchema,
  alarmOrderQuerySchema,
  alarmRuleQuerySchema,
  alarmRuleSchema,
  message,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { ok } from '../../platform/http/envelope.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { liftException, listOrders } from '../orders/index.js';
import { listAbnormal, resolveAbnormalByHand } from './abnormal.js';
import { alarmCounts } from './counts.js';
import { listAlarmLog, releaseAlarmByHand } from './log.js';
import { alarmRuleView, saveAlarmRule } from './rules.js';

const tags = ['alarms'];
const audit = auditOf('alarm');

/** Alarms → device alarm log, device abnormal, alarm rules, abnormal order record; the open counts. */
export async function alarmRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: ALARM_API.logList,
      access: ALARM_LOG_PERMS.list,
      tags,
      summary: 'Faults and warnings of the caller’s devices, newest first (keyset pages)',
      querystring: alarmLogQuerySchema,
    },
    async (query, auth) => listAlarmLog(db, query, auth, await businessTimeZone(db)),
  );
  declareRoute(
    app,
    {
      url: ALARM_API.logRelease,
      access: ALARM_LOG_PERMS.release,
      audit: audit('releaseAlarm'),
      tags,
      summary: 'Release a not-released alarm by hand, with a remark',
      body: alarmHandleSchema,
    },
    async (body, auth, { lang }) => ok(await releaseAlarmByHand(db, body, auth), { result: message('alarmReleasedByHand', lang) }),
  );
  listRoute(
    app,
    {
      url: ALARM_API.abnormalList,
      access: DEVICE_ABNORMAL_PERMS.list,
      tags,
      summary: 'Device abnormal rows of the caller’s devices, newest first (keyset pages)',
      querystring: abnormalQuerySchema,
    },
    async (query, auth) => listAbnormal(db, query, auth, await businessTimeZone(db)),
  );
  declareRoute(
    app,
    {
      url: ALARM_API.abnormalResolve,
      access: DEVICE_ABNORMAL_PERMS.resolve,
      audit: audit('resolveAbnormal'),
      tags,
      summary: 'Resolve an unresolved device abnormal row by hand, with a remark',
      body: alarmHandleSchema,
    },
    async (body, auth, { lang }) => ok(await resolveAbnormalByHand(db, body, auth), { result: message('abnormalResolvedByHand', lang) }),
  );
  readRoute(
    app,
    {
      url: ALARM_API.rule,
      access: ALARM_RULE_PERMS.query,
      tags,
      summary: 'The alarm rule of a customer in the caller’s scope (its defaults when it has none)',
      querystring: alarmRuleQuerySchema,
    },
    ({ orgId }, auth) => alarmRuleView(db, orgId, auth),
  );
  commandRoute(
    app,
    {
      method: 'PUT',
      url: ALARM_API.rule,
      access: ALARM_RULE_PERMS.edit,
      audit: audit('edit'),
      tags,
      summary: 'Save the alarm rule of a customer in the caller’s scope',
      body: alarmRuleSchema,
    },
    (body, auth) => saveAlarmRule(db, body, auth),
  );
  listRoute(
    app,
    {
      url: ALARM_API.orderList,
      access: ALARM_ORDER_PERMS.list,
      tags,
      summary: 'Abnormal orders (the orders area’s abnormal list), open or lifted',
      querystring: alarmOrderQuerySchema,
    },
    async (query, auth, { lang }) => listOrders(db, query, auth, 'abnormal', await businessTimeZone(db), lang),
  );
  declareRoute(
    app,
    {
      url: ALARM_API.orderLift,
      access: ALARM_ORDER_PERMS.lift,
      audit: audit('liftException'),
      tags,
      summary: 'Lift an abnormal order’s open exception (refused when none is open)',
      body: alarmOrderLiftSchema,
    },
    async ({ id }, auth, { lang }) => ok(await liftException(db, id, auth, lang), { result: message('orderAbnormalLifted', lang) }),
  );
  readRoute(
    app,
    {
      url: ALARM_API.counts,
      access: SESSION,
      tags,
      summary: 'Open alarms, unresolved abnormal and abnormal orders of the caller’s scope',
      description: 'Open to every signed-in user: each count only for the screens the caller may open (null otherwise).',
    },
    (_, auth) => alarmCounts(db, auth),
  );
}
