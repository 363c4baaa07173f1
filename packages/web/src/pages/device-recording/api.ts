import { DEVICE_RECORDING_API, type RecordingRequestInput, type RecordingRow } from '@vr/contracts';
import { get, post } from '../../api/request';

/** The calls of camera playback. */
export const recordingApi = {
  request: async (input: RecordingRequestInput) => (await post<RecordingRow>(DEVICE_RECORDING_API.request, input)).data!,
  detail: async (id: number) => (await get<RecordingRow>(DEVICE_RECORDING_API.detail, { id }, { silent: true })).data!,
  /** The machine's latest requests. */
  list: async (deviceId: number) =>
    (await get<RecordingRow[]>(DEVICE_RECORDING_API.list, { deviceId, limit: 10 }, { silent: true })).data ?? [],
};
