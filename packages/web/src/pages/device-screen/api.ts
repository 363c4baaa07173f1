import { DEVICE_SCREEN_API, type ScreenConfigInput, type ScreenConfigRow, type ScreenSaveResult } from '@vr/contracts';
import { get, post } from '../../api/request';

/** The calls of Devices → interface configuration. */
export const screenApi = {
  detail: async (id: number) => (await get<ScreenConfigRow>(DEVICE_SCREEN_API.detail, { id })).data!,
  add: async (input: ScreenConfigInput) => (await post<ScreenSaveResult>(DEVICE_SCREEN_API.add, input)).data!,
  edit: async (id: number, input: ScreenConfigInput) => (await post<ScreenSaveResult>(DEVICE_SCREEN_API.edit, { id, ...input })).data!,
  remove: async (id: number) => (await post<ScreenSaveResult>(DEVICE_SCREEN_API.remove, { id })).data!,
};
