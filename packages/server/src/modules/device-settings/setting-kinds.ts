import {
  type CommandType,
  type DeviceSettingView,
  type Lang,
  type RouteAccess,
  DEVICE_PARAM_KEYS,
  DEVICE_SETTINGS_API as API,
  DEVICE_SETTINGS_PERMS as PERMS,
  cleanConfigSaveSchema,
  cupLimitSaveSchema,
  deviceIdQuerySchema,
  localPasswordSaveSchema,
  message,
  paramsSaveSchema,
  settingCommandParams,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ModuleContext } from '../../platform/area.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { auditOf } from '../../platform/routes/access.js';
import { readRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
import { type DeviceRef, type SettingKind, paramsView, saveSetting, settingView, visibleDevice } from './service.js';

export const TAGS = ['device settings'];
export const audit = auditOf('deviceSettings');
/** The answer's words when a setting was saved and sent. */
export const sent = (lang: Lang) => ({ result: message('deviceSettingSent', lang) });

/** What a save stores for a device and what its command carries. */
interface SettingSave<V extends Record<string, unknown>> {
  deviceId: number;
  /** Stored, and answered by the kind's GET. */
  value: V;
  /** What the machine gets (settingCommandParams); the stored value when absent. */
  params?: Record<string, unknown>;
}

/**
 * A setting stored per device and sent to it as one command: its GET (?deviceId) answers what was
 * last sent with the state of the command that carried it; its POST validates the body with the
 * contracts schema, sends the command and stores the value. Both routes need the same permission.
 */
interface SettingKindRoutes<S extends z.ZodType, V extends Record<string, unknown>> {
  kind: SettingKind;
  access: RouteAccess;
  view: {
    url: string;
    summary: string;
    /** The answer when it is more than the stored setting. */
    read?: (db: Database, device: DeviceRef) => Promise<DeviceSettingView<V>>;
  };
  save: {
    url: string;
    summary: string;
    /** The operation-log action. */
    audit: string;
    body: S;
    command: CommandType;
    /** The validated body as stored and as sent. */
    split: (body: z.output<S>) => SettingSave<V>;
  };
}

/** A kind's routes, registered on the area's app. */
export type SettingRoutes = (app: FastifyInstance, ctx: ModuleContext) => void;

/** Declares a kind's GET and POST (the POST is outside the request transaction: the command goes first). */
function settingRoutes<S extends z.ZodType, V extends Record<string, unknown>>(setting: SettingKindRoutes<S, V>): SettingRoutes {
  const { kind, access, view, save } = setting;
  return (app, { db, deviceLink }) => {
    readRoute(
      app,
      { url: view.url, access, tags: TAGS, summary: view.summary, querystring: deviceIdQuerySchema },
      async ({ deviceId }, auth) => {
        const device = await visibleDevice(db, auth, deviceId);
        return view.read ? view.read(db, device) : settingView<V>(db, device, kind);
      },
    );
    declareRoute(
      app,
      { url: save.url, access, transaction: false, audit: audit(save.audit), tags: TAGS, summary: save.summary, body: save.body },
      async (body, auth, { lang }) => {
        // The body `save.body` validated: its output, which the generic `S` does not name by itself.
        const { deviceId, value, params } = save.split(body as z.output<S>);
        return ok(await saveSetting(db, deviceLink, auth, deviceId, kind, save.command, value, params), sent(lang));
      },
    );
  };
}

/** The settings that follow that shape, in the order their routes are registered. */
export const SETTING_KINDS: readonly SettingRoutes[] = [
  settingRoutes({
    kind: 'clean',
    access: PERMS.cleanConfig,
    view: { url: API.cleanConfig, summary: 'The cleaning configuration last sent to a device' },
    save: {
      url: API.cleanConfigSave,
      summary: 'Save and send the cleaning configuration (cup count or idle minutes; weekdays and times)',
      audit: 'cleanConfig',
      body: cleanConfigSaveSchema,
      command: 'setCleanConfig',
      split: ({ deviceId, ...value }) => ({ deviceId, value, params: settingCommandParams.setCleanConfig(value) }),
    },
  }),
  settingRoutes({
    kind: 'localPassword',
    access: PERMS.localPassword,
    view: { url: API.localPassword, summary: 'The local password last sent to a device' },
    save: {
      url: API.localPasswordSave,
      summary: 'Save and send the local password (exactly 6 characters)',
      audit: 'localPassword',
      body: localPasswordSaveSchema,
      command: 'setLocalPassword',
      split: ({ deviceId, ...value }) => ({ deviceId, value, params: settingCommandParams.setLocalPassword(value) }),
    },
  }),
  settingRoutes({
    kind: 'cupLimit',
    access: PERMS.cupLimit,
    view: { url: API.cupLimit, summary: 'The cup-output limit last sent to a device' },
    save: {
      url: API.cupLimitSave,
      summary: 'Save and send the cup-output limit (total or per valve)',
      audit: 'cupLimit',
      body: cupLimitSaveSchema,
      command: 'setCupLimit',
      split: (body) => {
        // Only the chosen mode's figures are kept.
        const { cupLimitMode, cupLimitTotal, cupLimitValves } = body;
        const value =
          cupLimitMode === 'total'
            ? { cupLimitMode, cupLimitTotal, cupLimitValves: [] }
            : { cupLimitMode, cupLimitTotal: null, cupLimitValves };
        return { deviceId: body.deviceId, value, params: settingCommandParams.setCupLimit(body) };
      },
    },
  }),
  settingRoutes({
    kind: 'params',
    access: PERMS.params,
    view: { url: API.params, summary: 'Parameters last set and last read', read: paramsView },
    save: {
      url: API.paramsSave,
      summary: 'Save and send the parameters, each within its limits',
      audit: 'params',
      body: paramsSaveSchema,
      command: 'setParams',
      // The parameters given are stored and sent as they are.
      split: (body) => {
        const value: Record<string, unknown> = {};
        for (const key of DEVICE_PARAM_KEYS) if (body[key] != null) value[key] = body[key];
        return { deviceId: body.deviceId, value };
      },
    },
  }),
];
