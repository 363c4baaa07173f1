import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DEVICE_UPGRADE_LIMITS, type UpgradePackage } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { refuseNul } from '../../platform/http/validation.js';
import { lazy } from '../../platform/lazy.js';
import { localStorage } from '../../platform/storage/local.js';
import { type FileStorage, isStorageKey, newStorageKey } from '../../platform/storage/storage.js';
import { upgradePackages } from './schema.js';

/** file-type and its parsers, loaded by the first upload. */
const loadFileType = lazy(() => import('file-type'));

/** What a package may be, by its content: the archives machines' installers take (an apk is a zip). */
const ARCHIVES = new Set([
  'application/zip',
  'application/vnd.android.package-archive',
  'application/java-archive',
  'application/x-tar',
  'application/gzip',
  'application/x-xz',
  'application/x-bzip2',
  'application/x-7z-compressed',
]);

const MAX = DEVICE_UPGRADE_LIMITS.packageBytes;

const byRoot = new Map<string, FileStorage>();
/** Packages live apart from the other uploads, in `DATA_DIR/upgrade-packages`. */
export function packageStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'upgrade-packages');
  let storage = byRoot.get(root);
  if (!storage) byRoot.set(root, (storage = localStorage(root)));
  return storage;
}

/** The one `file` part streamed to a temporary file, its bytes counted and hashed on the way. */
async function receive(request: FastifyRequest, tempPath: string) {
  let received: { bytes: number; sha256: string; name: string } | null = null;
  // throwFileSizeLimit: false — an oversize package is answered with its own message.
  const options = { limits: { fileSize: MAX + 1, files: 1, fields: 10, fieldSize: 1000 }, throwFileSizeLimit: false };
  for await (const part of request.parts(options as Parameters<FastifyRequest['parts']>[0])) {
    if (part.type === 'field') continue;
    if (part.fieldname !== 'file' || received) {
      part.file.resume();
      continue;
    }
    const hash = createHash('sha256');
    let bytes = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(part.file, tap, createWriteStream(tempPath));
    received = { bytes: part.file.truncated ? MAX + 1 : bytes, sha256: hash.digest('hex'), name: part.filename };
  }
  return received;
}

/** Stores an uploaded package after checking its size and, by content, its type; answers its id, size and SHA-256. */
export async function storePackage(
  db: Database,
  storage: FileStorage,
  request: FastifyRequest,
  auth: AuthContext,
): Promise<UpgradePackage> {
  if (!request.isMultipart()) throw AppError.field('file', 'upgradeFileRequired');
  const tempPath = await storage.tempFile();
  try {
    const file = await receive(request, tempPath);
    if (!file || file.bytes === 0) throw AppError.field('file', 'upgradeFileRequired');
    refuseNul(file.name, 'file');
    if (file.bytes > MAX) throw AppError.field('file', 'upgradeFileTooLarge', { n: MAX / 1024 / 1024 });
    // The type is what the bytes are, whatever the name says.
    const { fileTypeFromFile } = await loadFileType();
    const detected = await fileTypeFromFile(tempPath);
    if (!detected || !ARCHIVES.has(detected.mime)) throw AppError.field('file', 'upgradeFileType');
    const key = newStorageKey('pkg');
    await storage.commit(tempPath, key);
    const name = (file.name || 'package').slice(0, 255);
    try {
      const [row] = await db
        .insert(upgradePackages)
        .values({ orgId: auth.orgId, storageKey: key, name, size: file.bytes, sha256: file.sha256, createdBy: auth.userId })
        .returning({ id: upgradePackages.id });
      return { id: row!.id, name, size: file.bytes, sha256: file.sha256 };
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
  } finally {
    await storage.discard(tempPath);
  }
}

/** The stored package of a key, if it is one (only packages are served by this route). */
export async function packageOfKey(db: Database, key: string) {
  if (!isStorageKey(key) || !key.endsWith('.pkg')) return null;
  const [row] = await db
    .select({ name: upgradePackages.name, sha256: upgradePackages.sha256 })
    .from(upgradePackages)
    .where(eq(upgradePackages.storageKey, key))
    .limit(1);
  return row ?? null;
}
