import {
  DEVICE_ENDPOINTS,
  DEVICE_UPGRADE_API,
  type UpgradeActionResult,
  type UpgradeCreateInput,
  type UpgradePackage,
  type UpgradeRow,
} from '@vr/contracts';
import { get, getList, post, upload } from '../../api/request';

/** The calls of Devices → device upgrade. */
export const upgradeApi = {
  create: async (input: UpgradeCreateInput) => (await post<UpgradeActionResult>(DEVICE_UPGRADE_API.create, input)).data!,
  continue: async (id: number) => (await post<UpgradeActionResult>(DEVICE_UPGRADE_API.continue, { id })).data!,
  retry: async (id: number, deviceIds?: number[]) =>
    (await post<UpgradeActionResult>(DEVICE_UPGRADE_API.retry, { id, ...(deviceIds ? { deviceIds } : {}) })).data!,
  cancel: async (id: number, deviceIds?: number[]) =>
    (await post<UpgradeActionResult>(DEVICE_UPGRADE_API.cancel, { id, ...(deviceIds ? { deviceIds } : {}) })).data!,
  /** One upgrade as the list shows it, read again (its state and counts move while machines report). */
  detail: async (id: number) => (await get<UpgradeRow>(DEVICE_UPGRADE_API.detail, { id }, { silent: true })).data!,
  upload: async (file: File) => (await upload<UpgradePackage>(DEVICE_UPGRADE_API.upload, file)).data!,
  /** The caller's machines matching part of a code or name (the first 20). */
  findMachines: async (keyword: string) =>
    (await getList(DEVICE_ENDPOINTS.list, { keyword: keyword || undefined, limit: 20 }, { silent: true })).rows,
  /** These machines of the caller's (those it does not see are left out). */
  machinesByIds: async (ids: number[]) => (await getList(DEVICE_ENDPOINTS.list, { ids, limit: ids.length }, { silent: true })).rows,
};
