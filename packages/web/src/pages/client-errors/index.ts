export { area } from './area';
