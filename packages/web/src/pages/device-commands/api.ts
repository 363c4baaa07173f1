import { type CommandView, type DeviceCommandView, type OperationCommand, DEVICE_COMMAND_API, DEVICE_SETTINGS_API } from '@vr/contracts';
import { get, post } from '../../api/request';

/** Remote operations (clean, reset, restart, lock, unlock) go through the command log's sendCmd. */
export async function sendOperation(deviceId: number, type: OperationCommand): Promise<CommandView> {
  const res = await post<CommandView>(DEVICE_COMMAND_API.send, { deviceId, type });
  return res.data!;
}

/** A beverage test: one cup of `goodsCode` (in `cupSize`), reported by the machine as a test order. */
export async function sendTestDispense(
  deviceId: number,
  params: { goodsCode: string; cupSize?: string | undefined },
): Promise<CommandView> {
  const res = await post<CommandView>(DEVICE_COMMAND_API.send, {
    deviceId,
    type: 'testDispense',
    params: { goodsCode: params.goodsCode, ...(params.cupSize ? { cupSize: params.cupSize } : {}) },
  });
  return res.data!;
}

/** One command as the log answers it (for the live status). */
export async function loadCommand(id: string): Promise<CommandView> {
  const res = await get<CommandView>(DEVICE_COMMAND_API.detail, { id }, { silent: true });
  return res.data!;
}

export function getSetting<T>(url: string, deviceId: number): Promise<T> {
  return get<T>(url, { deviceId }).then((r) => r.data as T);
}

/** A settings save answers the pending command that carries it. */
export async function saveSetting(url: string, values: unknown): Promise<DeviceCommandView> {
  const res = await post<{ command: DeviceCommandView }>(url, values);
  return res.data!.command;
}

export { DEVICE_SETTINGS_API };
