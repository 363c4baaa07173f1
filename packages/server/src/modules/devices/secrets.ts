import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device secrets are 32 random bytes (base64url), shown once. Unlike passwords they carry their
 * own entropy, so a SHA-256 digest is as safe to store as bcrypt and costs microseconds,
 * which matters when thousands of machines reconnect at once.
 */
export function newDeviceSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashDeviceSecret(secret: string): string {
  return `sha256:${createHash('sha256').update(secret, 'utf8').digest('hex')}`;
}

export function verifyDeviceSecret(secret: string, stored: string): boolean {
  const a = Buffer.from(hashDeviceSecret(secret));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
