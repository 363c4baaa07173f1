export { area } from './area';
export { ChangePreview } from './ChangePreview';
export { DeviceGoodsTab } from './DeviceGoodsTab';
export { MachinePicker } from './MachinePicker';
export { MachinesChangeDialog } from './MachinesChangeDialog';
