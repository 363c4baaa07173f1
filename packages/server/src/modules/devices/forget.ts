import { defineEvent } from '../../platform/wiring/index.js';

/**
 * A device's identity changed: its secret was rotated, it was deleted, or it moved to another
 * organisation or site (the payload is its code). A running gateway drops what it cached and
 * closes the device's live connection (embedded broker), so the device must sign in again with
 * its current secret.
 */
export const deviceForgotten = defineEvent<string>('devices.forgotten');
