export { area } from './area';
export { refundEditPath } from './refund/refund-path';
