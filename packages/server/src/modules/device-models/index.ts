import { defineArea } from '../../platform/area.js';
import { modelDeviceCountsPort } from './device-counts.js';
import { DEVICE_MODEL_MENUS } from './menu.js';
import { deviceModelRoutes } from './routes.js';
import { seedDeviceModels } from './demo-data.js';

/** The device-models area: what it adds to the platform. */
export const area = defineArea({
  name: 'device-models',
  routes: deviceModelRoutes,
  menus: DEVICE_MODEL_MENUS,
  needs: [modelDeviceCountsPort],
  demoSeed: { order: 40, run: seedDeviceModels },
  uniques: { dev_model_code_unique: { field: 'modelCode', key: 'modelCodeExists', param: 'modelCode' } },
});

/* What other areas use of this one. */
export { deviceModelContainers, deviceModels } from './schema.js';
export { modelDeviceCountsPort } from './device-counts.js';
