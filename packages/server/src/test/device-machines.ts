// Simulated machines over MQTT for API tests of other areas than the gateway (goods deployment).
export { TestMachine, eventually, insertTestDevice } from '../modules/device-gateway/test-devices.js';
