// Simulated machines over MQTT for API tests of other areas than the gateway (goods deployment).
export { TestMachine, eventually, insertTestDevice } from './test-devices.js';
// The gateway's order intake, for tests of the areas that read orders (order lists, roll-ups).
export { sampleOrder } from './test-devices.js';
export { storeOrders } from '../modules/orders/index.js';
