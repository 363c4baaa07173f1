import { defineArea } from '../../platform/area.js';
import { DEVICE_SCREEN_MENUS } from './menu.js';
import { deviceScreenRoutes } from './routes.js';

/** What the machines' own screens show (interface configurations), delivered over the device protocol. */
export const area = defineArea({
  name: 'device-screen',
  routes: deviceScreenRoutes,
  menus: DEVICE_SCREEN_MENUS,
  uniques: {
    // Checked before the write; two saves of the same model or machine at once meet here.
    dev_screen_config_model_uq: { field: 'modelId', key: 'screenModelTakenRace' },
    dev_screen_config_device_uq: { field: 'deviceIds', key: 'screenDeviceTakenRace' },
  },
});

/* What other areas use of this one. */
export { type DeviceScreenChanged, deviceScreenChanged } from './changes.js';
export { ScreenSync, type ScreenSyncOptions } from './service.js';
export { appletColorsOf } from './applet-color.js';
