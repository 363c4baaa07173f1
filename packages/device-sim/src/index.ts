// The simulator's programmatic entry: the server's demo, the tests and the bench start machines through it.
export * from './catalog.js';
export * from './random.js';
export * from './alarm-episodes.js';
export * from './counters.js';
export * from './machine.js';
export * from './goods.js';
export * from './device.js';
export * from './fleet.js';
export * from './upgrade.js';
export * from './recording.js';
export * from './ads.js';
