export { area } from './area';
export { defaultDetailRange, deviceDetailPath } from './path';
