import { type CommandListQuery, type CommandView, type Lang, type SendCommandInput } from '@vr/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import type { DeviceLink } from '../../platform/mqtt/device-link.js';
import { assertDeviceVisible, devices, deviceVisibility } from '../devices/index.js';
import { deviceCommands } from './schema.js';
import { toCommandView } from './service.js';

async function viewOf(db: Database, id: string, auth: AuthContext, lang: Lang): Promise<CommandView> {
  const [row] = await db
    .select({ command: deviceCommands, deviceCode: devices.deviceCode })
    .from(deviceCommands)
    .innerJoin(devices, eq(devices.id, deviceCommands.deviceId))
    .where(and(eq(deviceCommands.id, id), deviceVisibility(auth)))
    .limit(1);
  if (!row) throw AppError.notFound();
  return toCommandView({ ...row.command, deviceCode: row.deviceCode }, lang);
}

/** POST /api/DeviceAppend/sendCmd: a device the caller may see (organisation scope and "selected devices"). */
export async function sendOperation(
  db: Database,
  link: DeviceLink,
  input: SendCommandInput,
  auth: AuthContext,
  lang: Lang,
): Promise<CommandView> {
  await assertDeviceVisible(db, auth, input.deviceId);
  const request = {
    deviceId: input.deviceId,
    type: input.type,
    params: input.params ?? {},
    sender: { userId: auth.userId, username: auth.username },
  };
  const record = input.wait ? await link.sendAndWait(request) : await link.send(request);
  return viewOf(db, record.id, auth, lang);
}

/** GET /api/DeviceCommand/list: newest first by default. */
export async function listCommands(db: Database, query: CommandListQuery, auth: AuthContext, lang: Lang): Promise<Page<CommandView>> {
  await assertDeviceVisible(db, auth, query.deviceId);
  const where = and(eq(deviceCommands.deviceId, query.deviceId), query.status ? eq(deviceCommands.status, query.status) : undefined);
  return selectPageQuery(db, {
    params: query,
    sortable: { createdAt: deviceCommands.createdAt, status: deviceCommands.status, type: deviceCommands.type },
    defaultOrder: [desc(deviceCommands.createdAt), asc(deviceCommands.id)],
    select: db
      .select({ command: deviceCommands, deviceCode: devices.deviceCode })
      .from(deviceCommands)
      .innerJoin(devices, eq(devices.id, deviceCommands.deviceId))
      .where(where),
    counted: db.select({ id: deviceCommands.id }).from(deviceCommands).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((r) => toCommandView({ ...r.command, deviceCode: r.deviceCode }, lang)),
  });
}

/** GET /api/DeviceCommand/detail. */
export function commandDetail(db: Database, id: string, auth: AuthContext, lang: Lang): Promise<CommandView> {
  return viewOf(db, id, auth, lang);
}
