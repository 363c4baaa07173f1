import {
  ADVERTISEMENT_API,
  AD_ENDPOINTS,
  AD_LIMITS,
  AD_LIST_API,
  type AdMaterialSaveInput,
  type AdReleaseActionResult,
  type AdReleaseSaveInput,
  DEVICE_ENDPOINTS,
  POINT_ENDPOINTS,
} from '@vr/contracts';
import { getList, post } from '../../api/request';

/** The calls of Advertising → materials and releases. */
export const adApi = {
  saveMaterial: (input: AdMaterialSaveInput) => post(ADVERTISEMENT_API.save, input),
  deleteMaterial: (id: number) => post(ADVERTISEMENT_API.delete, { id }),
  release: async (input: AdReleaseSaveInput) => (await post<AdReleaseActionResult>(AD_LIST_API.save, input)).data!,
  retry: async (id: number) => (await post<AdReleaseActionResult>(AD_LIST_API.retry, { id })).data!,
  withdraw: async (id: number) => (await post<AdReleaseActionResult>(AD_LIST_API.withdraw, { id })).data!,
  /** The machines of a release the caller sees (at most 1000, as many as a release names). */
  releaseMachines: async (id: number) => (await getList(AD_ENDPOINTS.machines, { id, limit: AD_LIMITS.targets }, { silent: true })).rows,
  /** The caller's materials matching part of a name (the first 20). */
  findMaterials: async (name: string) =>
    (await getList(AD_ENDPOINTS.materials, { name: name || undefined, limit: 20 }, { silent: true })).rows,
  /** The caller's machines matching part of a code or name (the first 20). */
  findMachines: async (keyword: string) =>
    (await getList(DEVICE_ENDPOINTS.list, { keyword: keyword || undefined, limit: 20 }, { silent: true })).rows,
  /** The caller's points matching part of a name or code (the first 20). */
  findPoints: async (keyword: string) =>
    (await getList(POINT_ENDPOINTS.siteList, { keyword: keyword || undefined, limit: 20 }, { silent: true })).rows,
};
