export { area } from './area';
export { CustomerRouteSelect, CustomerZoneSelect, SiteSelect, usePointOptions } from './components';
