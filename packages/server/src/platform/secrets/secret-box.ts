import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encryption at rest of secrets (payment keys, webhook secrets): AES-256-GCM with a random 12-byte IV per value, stored as
 * `v1:<iv>:<tag>:<ciphertext>` (base64url). The key is SECRET_KEY (any string; its SHA-256 is the
 * key) or, without it, a random key in `<DATA_DIR>/secret.key` created once with mode 0600.
 */
const FILE = 'secret.key';
let cached: { source: string; key: Buffer } | null = null;

function resolveKey(dataDir: string | undefined): Buffer {
  const env = process.env['SECRET_KEY'];
  const source = env ? `env:${env}` : `file:${path.resolve(dataDir ?? process.env['DATA_DIR'] ?? './data')}`;
  if (cached?.source === source) return cached.key;
  let key: Buffer;
  if (env) key = createHash('sha256').update(env, 'utf8').digest();
  else {
    const dir = source.slice(5);
    const file = path.join(dir, FILE);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dir, { recursive: true });
      try {
        fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch (err) {
        // Another process created it meanwhile: use theirs.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    key = createHash('sha256').update(fs.readFileSync(file, 'utf8').trim(), 'utf8').digest();
  }
  cached = { source, key };
  return key;
}

let dataDirOfServer: string | undefined;
/** The server's DATA_DIR (set once at start; the demo seed and tools fall back to the environment). */
export function useSecretDir(dataDir: string): void {
  dataDirOfServer = dataDir;
}

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', resolveKey(dataDirOfServer), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

/** The plain value, or null when it was encrypted with another key or is damaged. */
export function decryptSecret(stored: string): string | null {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', resolveKey(dataDirOfServer), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
