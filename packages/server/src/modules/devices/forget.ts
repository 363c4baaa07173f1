import { EventEmitter } from 'node:events';

const changes = new EventEmitter();
changes.setMaxListeners(0);

/**
 * Tells every running gateway of this process that a device's identity changed: its secret was
 * rotated, it was deleted, or it moved to another organisation or site. The gateway drops what it
 * cached and closes the device's live connection (embedded broker), so the device must sign in
 * again with its current secret. Call it after the change is committed.
 */
export function forgetDevice(deviceCode: string): void {
  changes.emit('forget', deviceCode);
}

/** Listens for forgotten devices (the gateway); answers how to stop listening. */
export function onForgetDevice(listener: (code: string) => void): () => void {
  changes.on('forget', listener);
  return () => changes.off('forget', listener);
}
