export { SiteSelect, ZoneSelect, RouteSelect, type PointSelectProps } from './PointSelects';
export { RegionCascader, chainTo, fetchRegions, type RegionCascaderProps } from './RegionCascader';
export { POINT_OPTIONS_KEY, usePointOptions } from './point-options';
export { useCustomerAccounts } from './use-accounts';
export { CustomerRouteSelect, CustomerZoneSelect } from './PointFilters';
export { CUSTOMER_ITEM, pointScreen, REMARK_INPUT, REMARK_ITEM } from './point-items';
export { nameAndCustomerColumns, routeColumn, siteCountColumn, zoneColumn } from './point-columns';
