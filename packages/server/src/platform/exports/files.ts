import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

const KEY = /^[A-Za-z0-9_-]{24}\.(xlsx|zip)$/;

export const EXPORT_MIME: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/**
 * The files of finished exports, in `DATA_DIR/exports/<key>`: written to a temporary file in the
 * same folder and renamed when complete, so a half-written file is never offered.
 */
export interface ExportFiles {
  newKey(extension: 'xlsx' | 'zip'): string;
  /** A path to write the file being built; `commit` moves it in under its key. */
  tempFile(): Promise<string>;
  commit(tempPath: string, key: string): Promise<number>;
  discard(tempPath: string): Promise<void>;
  open(key: string): Promise<{ size: number; stream: Readable } | null>;
  remove(key: string): Promise<void>;
}

export function exportFiles(dataDir: string): ExportFiles {
  const root = path.join(dataDir, 'exports');
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid export key');
    return path.join(root, key);
  };
  return {
    newKey: (extension) => `${randomBytes(18).toString('base64url')}.${extension}`,
    async tempFile() {
      await fsp.mkdir(root, { recursive: true });
      return path.join(root, `.${randomBytes(12).toString('hex')}.part`);
    },
    async commit(tempPath, key) {
      const target = pathOf(key);
      await fsp.rename(tempPath, target);
      return (await fsp.stat(target)).size;
    },
    async discard(tempPath) {
      await fsp.rm(tempPath, { force: true });
    },
    async open(key) {
      if (!KEY.test(key)) return null;
      try {
        const stat = await fsp.stat(pathOf(key));
        return { size: stat.size, stream: fs.createReadStream(pathOf(key)) };
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (KEY.test(key)) await fsp.rm(pathOf(key), { force: true });
    },
  };
}
