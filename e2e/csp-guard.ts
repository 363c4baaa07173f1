import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.js';

// Every test fails when the browser refused something under the server's Content-Security-Policy.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations in the browser console').toEqual([]);
});
