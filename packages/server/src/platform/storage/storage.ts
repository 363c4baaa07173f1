import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The local-folder implementation keeps them under
 * `DATA_DIR/uploads`; an S3-compatible one can take its place behind the same interface.
 */
export interface FileStorage {
  /** Moves a finished temporary file (from `tempFile`) in under `key`. */
  commit(tempPath: string, key: string): Promise<void>;
  /** A path for a file being received; remove it with `discard` when it is not committed. */
  tempFile(): Promise<string>;
  discard(tempPath: string): Promise<void>;
  /** Size and a stream of the stored file (optionally a byte range), or null when absent. */
  open(key: string, range?: { start: number; end: number }): Promise<{ size: number; stream: Readable } | null>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

/**
 * Extensions a stored key may end with: only passive media, never SVG or HTML; `pkg` is a
 * software package machines download, served as bytes.
 */
export const STORED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  pkg: 'application/octet-stream',
};

const KEY_PATTERN = /^[A-Za-z0-9_-]{32}\.(jpg|png|gif|bmp|mp4|pkg)$/;

/** A new unguessable key: 24 random bytes (192 bits) in base64url, then the extension. */
export function newStorageKey(ext: string): string {
  if (!STORED_TYPES[ext]) throw new Error(`not a storable extension: ${ext}`);
  return `${randomBytes(24).toString('base64url')}.${ext}`;
}

/** True for a key this storage could have made (guards every path built from a request). */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The MIME type served for a key (by its extension, which the upload set from the content). */
export function contentTypeOfKey(key: string): string | undefined {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return STORED_TYPES[ext];
}
