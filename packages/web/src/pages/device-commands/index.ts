export { area } from './area';
export { DeviceRemoteActions } from './DeviceRemoteActions';
