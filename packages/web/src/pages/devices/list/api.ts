import {
  DEVICE_API,
  type DeviceBatchInput,
  type DeviceCounts,
  type DeviceDetail,
  type DeviceGrantAccount,
  type DeviceMaterialWarning,
  type DeviceOptions,
  type DeviceSaveInput,
  type DeviceSecretAnswer,
} from '@vr/contracts';
import type { Key } from 'react';
import { get, post } from '../../../api/request';

export const deviceApi = {
  counts: (params: Record<string, unknown>) => get<DeviceCounts>(DEVICE_API.counts, params).then((e) => e.data!),
  materialWarnings: (params: Record<string, unknown>) =>
    get<DeviceMaterialWarning[]>(DEVICE_API.materialWarning, params).then((e) => ({ rows: e.data ?? [], total: e.total ?? 0 })),
  detail: (id: number) => get<DeviceDetail>(DEVICE_API.detail, { id }).then((e) => e.data!),
  options: () => get<DeviceOptions>(DEVICE_API.options).then((e) => e.data ?? { sites: [], zones: [], routes: [], models: [] }),
  /** Answers the secret when it creates. */
  save: (values: DeviceSaveInput) => post<DeviceSecretAnswer>(DEVICE_API.save, values).then((e) => e.data!),
  rotateSecret: (id: number) => post<DeviceSecretAnswer>(DEVICE_API.rotateSecret, { id }).then((e) => e.data!),
  remove: (ids: Key[]) => post(DEVICE_API.delete, { ids: ids.map(Number) }),
  batch: (input: DeviceBatchInput) => post(DEVICE_API.batch, input),
  grantAccounts: () => get<DeviceGrantAccount[]>(DEVICE_API.grantAccounts).then((e) => e.data ?? []),
  grants: (userId: number) => get<{ deviceIds: number[] }>(DEVICE_API.grants, { userId }).then((e) => e.data?.deviceIds ?? []),
  saveGrants: (userId: number, deviceIds: number[]) => post(DEVICE_API.grants, { userId, deviceIds }),
};
