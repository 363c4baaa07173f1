export { area } from './area';
export { useDeviceListLink } from './device-list-link';
