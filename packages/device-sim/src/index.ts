// The simulator's programmatic entry: the server's demo, the tests and the bench start machines through it.
export * from './catalog.js';
