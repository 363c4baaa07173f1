export { area } from './area';
export { SaleQrAction } from './SaleQrAction';
