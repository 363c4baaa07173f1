import { DEVICE_RECORDING_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { buttons } = menuEntries('deviceRecording');

/** The device list's camera playback button: ask a machine for a recording and play it. */
export const DEVICE_RECORDING_MENUS: MenuDefinition[] = buttons({ parent: 'DeviceList', firstSort: 70 }, [
  ['CameraPlayback', DEVICE_RECORDING_PERMS.playback],
]);
