import {
  COOPERATION_MODE_LABELS,
  DEVICE_CODE_CHARS,
  DEVICE_FIELD_LABELS,
  DEVICE_IMPORT_MAX_ROWS,
  DEVICE_ONLINE_LABELS,
  DEVICE_STATUS_LABELS,
  DEVICE_PERMS,
  type DeviceFilter,
  type DeviceImportRow,
  type DeviceRow,
  type ImportRowError,
  type Lang,
  MATERIAL_STATE_LABELS,
  type Translations,
  WATER_SOURCE_LABELS,
  deviceFilterSchema,
  deviceImportRowSchema,
  message,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { type SQL, and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { violatedUniqueConstraint } from '../../platform/db/unique.js';
import { type ExcelColumn, type ParsedRow, duplicateRows, importFailure, parseImport } from '../../platform/excel/index.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import type { ImportTemplate } from '../../platform/routes/import.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { deviceModels } from '../device-models/index.js';
import { orgs } from '../../platform/identity/schema.js';
import { sites } from '../points/index.js';
import { publish } from '../../platform/wiring/index.js';
import { changedBy, deviceAdded } from './changes.js';
import { devices } from './schema.js';
import { hashDeviceSecret, newDeviceSecret } from './secrets.js';
import { customerPathOf, deviceListWhere, devicesById, writeContainersFromModel, zonedInstant } from './service.js';
import { salesDays } from './sales.js';
import { inOrderOf } from '../../platform/list/page-query.js';
import { countWhere } from '../../platform/list/total.js';

const label = (key: string): Translations => DEVICE_FIELD_LABELS[key] ?? { en: key, zh: key, es: key, ja: key };
const col = (key: string, extra: Partial<ExcelColumn<DeviceRow>> = {}): ExcelColumn<DeviceRow> => ({ key, header: label(key), ...extra });
const named = (labels: Record<string | number, Translations>) => (value: unknown, lang: Lang) =>
  value === null || value === undefined ? '' : (labels[value as string]?.[lang] ?? String(value));

const IMPORT_COLUMNS: ExcelColumn[] = [
  { key: 'deviceCode', header: label('deviceCode'), optional: true },
  { key: 'nameplateNo', header: label('nameplateNo'), optional: true },
  { key: 'dtuCode', header: label('dtuCode'), optional: true },
  { key: 'name', header: label('name'), optional: true },
  { key: 'orgCode', header: label('orgCode') },
  { key: 'modelCode', header: label('modelCode'), optional: true },
  { key: 'siteCode', header: label('siteCode'), optional: true },
  { key: 'capacity', header: label('capacity'), optional: true, width: 10 },
  { key: 'deployedAt', header: label('deployedAt'), optional: true },
  { key: 'warrantyUntil', header: label('warrantyUntil'), optional: true },
  { key: 'softwareExpiresAt', header: label('softwareExpiresAt'), optional: true },
  { key: 'address', header: label('address'), optional: true, width: 30 },
  { key: 'remark', header: label('remark'), optional: true, width: 30 },
];

export const DEVICE_TEMPLATE: ImportTemplate = { fileName: 'device_template', columns: IMPORT_COLUMNS };

const EXPORT_COLUMNS: ExcelColumn<DeviceRow>[] = [
  col('deviceCode'),
  col('nameplateNo'),
  col('dtuCode'),
  col('name'),
  { key: 'orgName', header: label('orgId') },
  { key: 'siteName', header: label('siteId') },
  col('address', { width: 30 }),
  {
    key: 'online',
    header: texts('devices:export.online'),
    value: (r, l) => named(DEVICE_ONLINE_LABELS)(r.online, l),
  },
  { key: 'faultCount', header: texts('devices:counter.fault'), width: 10 },
  { key: 'warningCount', header: texts('devices:counter.warning'), width: 10 },
  {
    key: 'materialState',
    header: texts('devices:export.materialState'),
    value: (r, l) => named(MATERIAL_STATE_LABELS)(r.materialState, l),
  },
  {
    key: 'status',
    header: texts('devices:field.status'),
    value: (r, l) => named(DEVICE_STATUS_LABELS)(r.status, l),
  },
  // Amounts are numbers a spreadsheet can add; the column beside them says in which currency.
  { key: 'currency', header: texts('devices:export.currency'), width: 10 },
  { key: 'salesToday', header: texts('devices:field.salesToday'), width: 12 },
  { key: 'amountToday', header: texts('devices:field.amountToday'), width: 12 },
  { key: 'salesYesterday', header: texts('devices:field.salesYesterday'), width: 12 },
  { key: 'amountYesterday', header: texts('devices:field.amountYesterday'), width: 12 },
  { key: 'salesMonth', header: texts('devices:field.salesMonth'), width: 12 },
  { key: 'amountMonth', header: texts('devices:field.amountMonth'), width: 12 },
  { key: 'salesLastMonth', header: texts('devices:field.salesLastMonth'), width: 12 },
  {
    key: 'amountLastMonth',
    header: texts('devices:field.amountLastMonth'),
    width: 12,
  },
  { key: 'zoneName', header: label('zoneId') },
  { key: 'routeName', header: label('routeId') },
  { key: 'modelName', header: label('modelId') },
  { key: 'lastOnlineAt', header: texts('devices:field.lastOnlineAt') },
  { key: 'lastOfflineAt', header: texts('devices:field.lastOfflineAt') },
  { key: 'appVersion', header: texts('devices:field.appVersion') },
  { key: 'mainboardVersion', header: texts('devices:field.mainboardVersion') },
  { key: 'dtuVersion', header: texts('devices:field.dtuVersion') },
  col('deployedAt'),
  col('warrantyUntil'),
  col('softwareExpiresAt'),
  col('rent'),
  { ...col('cooperationMode'), value: (r, l) => named(COOPERATION_MODE_LABELS)(r.cooperationMode, l) },
  col('cartLimit'),
  col('minOrderAmount'),
  col('businessHours'),
  col('country'),
  col('province'),
  col('city'),
  col('district'),
  col('lng'),
  col('lat'),
  col('fenceMeters'),
  col('scenario'),
  { ...col('waterSource'), value: (r, l) => named(WATER_SOURCE_LABELS)(r.waterSource, l) },
  col('cameraNo'),
  col('labelPrinterNo'),
  col('capacity'),
  col('remark', { width: 30 }),
];

/** The device list's export, run by the export centre: the list's filters in the caller's scope, by id. */
export const deviceExportKind: ExportKind<DeviceFilter, DeviceRow> = {
  kind: 'devices',
  permission: DEVICE_PERMS.export,
  query: deviceFilterSchema,
  fileName: texts('devices:export.fileName'),
  columnChoice: true,
  async plan({ db, user, lang, timeZone }, query) {
    const where = deviceListWhere(user, query);
    return {
      columns: EXPORT_COLUMNS,
      batch: async ({ offset, limit }) => {
        const ids = (
          await db.select({ id: devices.id }).from(devices).where(where).orderBy(asc(devices.id)).limit(limit).offset(offset)
        ).map((r) => r.id);
        return inOrderOf(ids, await devicesById(db, ids, lang, salesDays(new Date(), timeZone)), (r) => r.id);
      },
      total: () => countWhere(db, devices, where),
    };
  },
};

const lower = (s: string) => s.toLowerCase();

/**
 * Imports devices: every row is checked (code and DTU letters/digits ≤ 50, code, DTU
 * and nameplate not all empty and each unique in the file and the database; organisation,
 * model and point known and in scope) before anything is written; one bad row refuses all.
 */
export async function importDevices(
  db: Database,
  request: FastifyRequest,
  auth: AuthContext,
  lang: Lang,
  timeZone: string,
): Promise<number> {
  type Resolved = { orgId: number; orgPath: string; modelId: number | null; siteId: number | null; code: string };
  const resolved = new Map<number, Resolved>();

  const check = async (rows: ParsedRow<DeviceImportRow>[]): Promise<ImportRowError[]> => {
    const errors: ImportRowError[] = [];
    const exists = (field: string, row: number, value: string) =>
      errors.push({ row, field, message: `${message('deviceValueExists', lang)}: ${value}` });
    const nonEmpty = <K extends 'deviceCode' | 'dtuCode' | 'nameplateNo'>(k: K) =>
      rows.filter((r) => r.data[k]) as ParsedRow<DeviceImportRow & Record<K, string>>[];
    errors.push(...duplicateRows(nonEmpty('deviceCode'), (d) => lower(d.deviceCode), 'deviceCode', lang));
    errors.push(...duplicateRows(nonEmpty('dtuCode'), (d) => d.dtuCode, 'dtuCode', lang));
    errors.push(...duplicateRows(nonEmpty('nameplateNo'), (d) => d.nameplateNo, 'nameplateNo', lang));

    // Against the database (one query per identifier kind).
    const values = (k: 'deviceCode' | 'dtuCode' | 'nameplateNo') => [...new Set(nonEmpty(k).map((r) => r.data[k]))];
    const codes = values('deviceCode');
    const takenCodes = new Set(
      codes.length
        ? (
            await db
              .select({ v: devices.deviceCode })
              .from(devices)
              .where(
                inArray(
                  sql`lower(${devices.deviceCode})`,
                  codes.map((c) => lower(c)),
                ),
              )
          ).map((r) => lower(r.v))
        : [],
    );
    const dtus = values('dtuCode');
    const takenDtus = new Set(
      dtus.length ? (await db.select({ v: devices.dtuCode }).from(devices).where(inArray(devices.dtuCode, dtus))).map((r) => r.v) : [],
    );
    const plates = values('nameplateNo');
    const takenPlates = new Set(
      plates.length
        ? (await db.select({ v: devices.nameplateNo }).from(devices).where(inArray(devices.nameplateNo, plates))).map((r) => r.v)
        : [],
    );

    // Organisations by code, in the caller's scope.
    const orgCodes = [...new Set(rows.map((r) => r.data.orgCode))];
    const orgRows = orgCodes.length
      ? await db
          .select({ id: orgs.id, code: orgs.code, path: orgs.path, kind: orgs.kind })
          .from(orgs)
          .where(and(inArray(orgs.code, orgCodes), scopeCondition(auth, { org: orgs.id })))
      : [];
    const orgByCode = new Map(orgRows.filter((o) => o.kind !== 'platform').map((o) => [o.code!, o]));
    const modelCodes = [...new Set(rows.map((r) => r.data.modelCode).filter((c): c is string => !!c))];
    const modelRows = modelCodes.length
      ? await db
          .select({ id: deviceModels.id, code: deviceModels.code, orgId: deviceModels.orgId, path: orgs.path })
          .from(deviceModels)
          .leftJoin(orgs, eq(orgs.id, deviceModels.orgId))
          .where(inArray(deviceModels.code, modelCodes))
      : [];
    const siteCodes = [...new Set(rows.map((r) => r.data.siteCode).filter((c): c is string => !!c))];
    const siteRows = siteCodes.length
      ? await db
          .select({ id: sites.id, code: sites.code, path: orgs.path })
          .from(sites)
          .innerJoin(orgs, eq(orgs.id, sites.orgId))
          .where(inArray(sites.code, siteCodes))
      : [];
    const customerPaths = new Map<number, string>();

    const generated = new Set<string>();
    for (const { row, data } of rows) {
      if (data.deviceCode && takenCodes.has(lower(data.deviceCode))) exists('deviceCode', row, data.deviceCode);
      if (data.dtuCode && takenDtus.has(data.dtuCode)) exists('dtuCode', row, data.dtuCode);
      if (data.nameplateNo && takenPlates.has(data.nameplateNo)) exists('nameplateNo', row, data.nameplateNo);
      const org = orgByCode.get(data.orgCode);
      if (!org) {
        errors.push({ row, field: 'orgCode', message: message('deviceRefUnknown', lang, { value: data.orgCode }) });
        continue;
      }
      if (!customerPaths.has(org.id)) customerPaths.set(org.id, await customerPathOf(db, org));
      const path = customerPaths.get(org.id)!;
      let modelId: number | null = null;
      if (data.modelCode) {
        const m = modelRows.find((x) => x.code === data.modelCode && (x.orgId === null || (x.path ?? '').startsWith(path)));
        if (m) modelId = m.id;
        else errors.push({ row, field: 'modelCode', message: message('deviceRefUnknown', lang, { value: data.modelCode }) });
      }
      let siteId: number | null = null;
      if (data.siteCode) {
        const s = siteRows.find((x) => x.code === data.siteCode && x.path.startsWith(path));
        if (s) siteId = s.id;
        else errors.push({ row, field: 'siteCode', message: message('deviceRefUnknown', lang, { value: data.siteCode }) });
      }
      // A row without a device code is given its DTU code, else its nameplate (when it is
      // letters and digits), else a generated one.
      let code =
        data.deviceCode ?? data.dtuCode ?? (data.nameplateNo && DEVICE_CODE_CHARS.test(data.nameplateNo) ? data.nameplateNo : null);
      if (
        !data.deviceCode &&
        code &&
        (takenCodes.has(lower(code)) || codes.some((c) => lower(c) === lower(code!)) || generated.has(lower(code)))
      ) {
        exists('deviceCode', row, code);
      }
      code ??= `VR${Date.now().toString(36).toUpperCase()}${row}`;
      generated.add(lower(code));
      resolved.set(row, { orgId: org.id, orgPath: org.path, modelId, siteId, code });
    }
    return errors;
  };

  const rows = await parseImport(request, {
    columns: IMPORT_COLUMNS as ExcelColumn<never>[],
    schema: deviceImportRowSchema,
    maxRows: DEVICE_IMPORT_MAX_ROWS,
    lang,
    check,
  });

  const added: Array<{ id: number; orgId: number; siteId: number | null }> = [];
  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = rows.slice(i, i + 500);
        const inserted = await tx
          .insert(devices)
          .values(
            chunk.map(({ row, data }) => {
              const r = resolved.get(row)!;
              return {
                deviceCode: r.code,
                nameplateNo: data.nameplateNo ?? null,
                dtuCode: data.dtuCode ?? null,
                name: data.name ?? null,
                orgId: r.orgId,
                modelId: r.modelId,
                siteId: r.siteId,
                capacity: data.capacity ?? null,
                deployedAt: data.deployedAt ? zonedInstant(data.deployedAt, timeZone) : null,
                warrantyUntil: data.warrantyUntil ?? null,
                softwareExpiresAt: data.softwareExpiresAt ?? null,
                address: data.address ?? null,
                remark: data.remark ?? null,
                // Each device gets its own secret; rotate it from the list to read one.
                secretHash: hashDeviceSecret(newDeviceSecret()),
                createdBy: auth.userId,
              };
            }),
          )
          .returning({ id: devices.id, modelId: devices.modelId, orgId: devices.orgId, siteId: devices.siteId });
        for (const d of inserted) if (d.modelId) await writeContainersFromModel(tx as unknown as Database, d.id, d.modelId);
        added.push(...inserted);
      }
    });
  } catch (error) {
    // A concurrent write took an identifier between the check and the insert.
    if (violatedUniqueConstraint(error) !== null)
      throw importFailure(
        [{ row: 0, field: 'deviceCode', message: message('deviceValueExists', lang) }],
        lang,
        IMPORT_COLUMNS as ExcelColumn<never>[],
      );
    throw error;
  }
  const by = changedBy(auth);
  for (const d of added) await publish(db, deviceAdded, { deviceId: d.id, by, place: { orgId: d.orgId, siteId: d.siteId } });
  return rows.length;
}

/** Models a customer's devices may use: shared ones and the customer's own. */
export function modelVisibility(auth: AuthContext): SQL | undefined {
  const own = scopeCondition(auth, { org: deviceModels.orgId });
  return own ? or(isNull(deviceModels.orgId), own) : undefined;
}
