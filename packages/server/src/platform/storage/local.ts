import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, isStorageKey } from './storage.js';

/**
 * Files in a local folder: `<root>/<first two key characters>/<key>` (so no folder grows to
 * millions of entries), temporary files in `<root>/.tmp` on the same file system so a commit
 * is a rename.
 */
export function localStorage(root: string): FileStorage {
  const tmpDir = path.join(root, '.tmp');

  function pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  }

  return {
    async tempFile() {
      await fsp.mkdir(tmpDir, { recursive: true });
      return path.join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    },
    async discard(tempPath) {
      await fsp.rm(tempPath, { force: true });
    },
    async commit(tempPath, key) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tempPath, target);
    },
    async size(key) {
      if (!isStorageKey(key)) return null;
      try {
        return (await fsp.stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    async open(key, range) {
      if (!isStorageKey(key)) return null;
      const file = pathOf(key);
      let size: number;
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        size = stat.size;
      } catch {
        return null;
      }
      return { size, stream: fs.createReadStream(file, range ? { start: range.start, end: range.end } : {}) };
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}

const byRoot = new Map<string, FileStorage>();

/** The storage of uploads of a data folder (`DATA_DIR/uploads`), one instance per folder. */
export function uploadStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  let storage = byRoot.get(root);
  if (!storage) {
    storage = localStorage(root);
    byRoot.set(root, storage);
  }
  return storage;
}
