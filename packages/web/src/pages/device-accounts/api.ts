import {
  DEVICE_ACCOUNT_API,
  type DeviceAccountSaveResult,
  type DeviceAccountStatus,
  type OperationEmployee,
  USER_API,
} from '@vr/contracts';
import { get, post } from '../../api/request';

/** The calls of Devices → device account. */
export const deviceAccountApi = {
  save: async (values: Record<string, unknown>) => (await post<DeviceAccountSaveResult>(DEVICE_ACCOUNT_API.save, values)).data!,
  status: async (id: number, status: DeviceAccountStatus) =>
    (await post<DeviceAccountSaveResult>(DEVICE_ACCOUNT_API.status, { id, status })).data!,
  remove: async (id: number) => (await post<DeviceAccountSaveResult>(DEVICE_ACCOUNT_API.remove, { id })).data!,
  /** The maintenance staff the caller sees (the employee an account may be bound to). */
  employees: async () => (await get<OperationEmployee[]>(USER_API.operationEmployee)).data ?? [],
};
