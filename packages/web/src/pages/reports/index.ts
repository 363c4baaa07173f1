export { area } from './area';
export { MoneyLines } from './report-filters';
