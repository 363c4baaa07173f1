import type { DeviceAccountPasswordHash } from '@vr/contracts';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost: slow enough against guessing, light enough for a machine's board to check a sign-in. */
const COST = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

const derive = (password: string, salt: Buffer, c: { N: number; r: number; p: number; keyLength: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, c.keyLength, { N: c.N, r: c.r, p: c.p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/** A password's salted hash (a new random salt each time): what is kept and what the machines are sent. */
export async function hashDevicePassword(password: string): Promise<DeviceAccountPasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return { algo: 'scrypt', ...COST, salt: salt.toString('hex'), hash: key.toString('hex') };
}

/** True when the password is the one hashed (the check a machine makes). */
export async function verifyDevicePassword(password: string, h: DeviceAccountPasswordHash): Promise<boolean> {
  const key = await derive(password, Buffer.from(h.salt, 'hex'), h);
  const expected = Buffer.from(h.hash, 'hex');
  return key.length === expected.length && timingSafeEqual(key, expected);
}
