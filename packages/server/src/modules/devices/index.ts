import { defineArea } from '../../platform/area.js';
import { provide } from '../../platform/wiring/index.js';
import { modelDeviceCountsPort } from '../device-models/index.js';
import { orgDeviceCounts } from '../orgs/index.js';
import { devicesAtPoints as devicesAtPointsPort } from '../points/index.js';
import { DEVICE_MENUS } from './menu.js';
import { deviceRoutes } from './routes.js';
import { deviceSales } from './sales.js';
import { deviceNetworkLogs } from './schema.js';
import { seedDevices } from './demo-data.js';
import { deviceExportKind } from './import-export.js';
import { deviceQrCodesKind } from './qr-codes.js';
import { deviceCountsBelow } from './org-device-counts.js';
import { devicesAtPoints, devicesOfModels } from './references.js';
import { saleLinks } from './sale-links.js';

/** The devices area: what it adds to the platform. */
export const area = defineArea({
  name: 'devices',
  routes: deviceRoutes,
  menus: DEVICE_MENUS,
  needs: [deviceSales, saleLinks],
  // The areas below count the devices that name their organisations, models and points.
  provides: [
    provide(orgDeviceCounts, deviceCountsBelow),
    provide(modelDeviceCountsPort, devicesOfModels),
    provide(devicesAtPointsPort, devicesAtPoints),
  ],
  demoSeed: { order: 60, run: seedDevices },
  exports: [deviceExportKind, deviceQrCodesKind],
  logTables: [{ kind: 'network', table: deviceNetworkLogs, id: deviceNetworkLogs.id, time: deviceNetworkLogs.createdAt }],
  uniques: {
    dev_device_code_uq: { field: 'deviceCode', key: 'deviceCodeExists', param: 'value' },
    dev_device_code_ci_uq: { field: 'deviceCode', key: 'deviceCodeExists', param: 'value' },
    dev_device_nameplate_uq: { field: 'nameplateNo', key: 'deviceNameplateExists', param: 'value' },
    dev_device_dtu_uq: { field: 'dtuCode', key: 'deviceDtuExists', param: 'value' },
  },
});

/* What other areas use of this one. */
export { type SaleLinks, saleLinks } from './sale-links.js';
export { withResolution } from './qr-codes.js';
export { deviceContainers, deviceGrants, deviceNetworkLogs, devices, orgDeviceCounts } from './schema.js';
export { assertDeviceVisible, deviceVisibility, seesSelectedDevicesOnly, withDeviceScope } from './scope.js';
export { type MachineNames, type MachineRowColumns, machineNameJoins, machineNames, machineRowScope, machineRows } from './machine-rows.js';
export { type DeviceCounters, visibleDeviceCounters } from './counts.js';
export { deviceForgotten } from './forget.js';
export { deviceSales, salesDays, salesFiguresOf, type DeviceSalesLateral, type SalesDays, type SalesFigures } from './sales.js';
export { hashDeviceSecret, newDeviceSecret, verifyDeviceSecret } from './secrets.js';
export { DEMO_DEVICES, demoDeviceIds } from './demo-data.js';
export { rotateDeviceSecret } from './service.js';
export {
  type NetworkLogEntry,
  type PresenceTransition,
  type SeenRow,
  recordNetworkEvents,
  setAllDevicesOffline,
  setOfflineByWill,
  setSilentDevicesOffline,
  storePresence,
  storeSeen,
} from './presence.js';
export {
  type TelemetryRow,
  addReportedContainers,
  markDeviceLocked,
  markDeviceUnlocked,
  refreshMaterialState,
  storeHello,
  storeTelemetry,
} from './reported-state.js';
export { countAlarmRaised, countAlarmReleased } from './alarm-counts.js';
export { type ContainerSettings, setContainerLevels, updateContainerSettings } from './container-settings.js';
export {
  type ChangedBy,
  type DeviceAdded,
  type DeviceDetails,
  type DeviceEdited,
  type DeviceMoved,
  type DevicePlace,
  type DeviceSoftwareChanged,
  type SoftwareVersions,
  changedBy,
  deviceAdded,
  deviceEdited,
  deviceMoved,
  deviceSoftwareChanged,
} from './changes.js';
