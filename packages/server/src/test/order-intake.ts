/*
 * The order intake of the device gateway, for the tests of other areas that need real orders (an
 * area's own files may import another area only through its face; test helpers live here).
 */
export { storeOrders, type IncomingOrder } from '../modules/device-gateway/orders.js';
export { insertTestDevice, sampleOrder } from '../modules/device-gateway/test-devices.js';
