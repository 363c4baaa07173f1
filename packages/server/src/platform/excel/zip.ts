import { PassThrough, Readable, Transform, pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** What an uploaded archive may unpack to before anything reads it. */
export interface ZipLimits {
  /** Largest sum of the uncompressed sizes of all entries. */
  maxTotalBytes: number;
  /** Largest uncompressed ÷ compressed size of one entry (past `graceBytes`). */
  maxRatio: number;
  /** Entries up to this uncompressed size are not held to the ratio (small files compress oddly). */
  graceBytes: number;
}

export const XLSX_ZIP_LIMITS: ZipLimits = { maxTotalBytes: 20 * 1024 * 1024, maxRatio: 100, graceBytes: 100 * 1024 };

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; other methods are refused. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** `notZip`: not a readable archive; `bomb`: unpacks to more than the limits allow. */
export class ZipRefused extends Error {
  constructor(readonly reason: 'notZip' | 'bomb') {
    super(`zip refused: ${reason}`);
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The entries of an archive as its central directory declares them (nothing is inflated). */
export function readCentralDirectory(zip: Buffer): ZipEntry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipRefused('notZip');
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  // ZIP64 markers: an import of at most a few megabytes never needs them.
  if (count === 0xffff || offset === 0xffffffff) throw new ZipRefused('notZip');
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== CENTRAL_HEADER) throw new ZipRefused('notZip');
    const flags = zip.readUInt16LE(p + 8);
    const nameLength = zip.readUInt16LE(p + 28);
    const entry: ZipEntry = {
      method: zip.readUInt16LE(p + 10),
      compressedSize: zip.readUInt32LE(p + 20),
      uncompressedSize: zip.readUInt32LE(p + 24),
      localHeaderOffset: zip.readUInt32LE(p + 42),
      name: zip.toString('utf8', p + 46, p + 46 + nameLength),
    };
    if ((flags & 1) !== 0 || (entry.method !== 0 && entry.method !== 8)) throw new ZipRefused('notZip');
    entries.push(entry);
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return entries;
}

/** Refuses, from the declared sizes alone, an archive that would unpack past the limits. */
export function checkDeclaredSizes(entries: ZipEntry[], limits: ZipLimits): void {
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (e.uncompressedSize > limits.graceBytes && e.uncompressedSize > e.compressedSize * limits.maxRatio) throw new ZipRefused('bomb');
  }
  if (total > limits.maxTotalBytes) throw new ZipRefused('bomb');
}

/** Bytes still allowed to be inflated from one archive, shared by all its entries. */
export interface InflateBudget {
  remaining: number;
}

/**
 * The content of one entry as a stream, inflated on demand. Declared sizes may lie, so the
 * stream fails with `ZipRefused('bomb')` as soon as it yields more than the entry declared or
 * more than the archive's budget.
 */
export function openEntry(zip: Buffer, entry: ZipEntry, budget: InflateBudget): Readable {
  const p = entry.localHeaderOffset;
  if (p + 30 > zip.length || zip.readUInt32LE(p) !== LOCAL_HEADER) throw new ZipRefused('notZip');
  const start = p + 30 + zip.readUInt16LE(p + 26) + zip.readUInt16LE(p + 28);
  if (start + entry.compressedSize > zip.length) throw new ZipRefused('notZip');
  const compressed = Readable.from([zip.subarray(start, start + entry.compressedSize)]);
  let produced = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      produced += chunk.length;
      budget.remaining -= chunk.length;
      if (produced > entry.uncompressedSize || budget.remaining < 0) done(new ZipRefused('bomb'));
      else done(null, chunk);
    },
  });
  const out = new PassThrough();
  const onEnd = (error?: Error | null) => {
    if (error) out.destroy(error instanceof ZipRefused ? error : new ZipRefused('notZip'));
  };
  if (entry.method === 0) pipeline(compressed, guard, out, onEnd);
  else pipeline(compressed, createInflateRaw(), guard, out, onEnd);
  return out;
}
