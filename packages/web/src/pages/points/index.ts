export { area } from './area';
export { SiteSelect, usePointOptions } from './components';
