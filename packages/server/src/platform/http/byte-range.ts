import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';

/** Bytes `start` to `end` of a file, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a request asks of a file of `size` bytes (`Range: bytes=a-b`, `a-`, `-n`):
 * null for the whole file (no range, one this server does not serve — malformed, of another unit,
 * several at once — or an `If-Range` that is not the file's `etag`), or 'unsatisfiable' when no
 * asked byte lies in the file.
 */
export function requestedRange(request: FastifyRequest, size: number, etag?: string): ByteRange | 'unsatisfiable' | null {
  const header: unknown = request.headers.range;
  if (typeof header !== 'string' || !/^\s*bytes=/i.test(header)) return null;
  const ifRange = request.headers['if-range'];
  if (ifRange !== undefined && ifRange !== etag) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.length !== 1) return null;
  return ranges[0]!;
}

/**
 * Sets what an answer of a file (or of `range` of it) carries besides its body: `Accept-Ranges`,
 * 206 with `Content-Range` for a range, and its length.
 */
export function rangeHeaders(reply: FastifyReply, size: number, range: ByteRange | null): FastifyReply {
  reply.header('Accept-Ranges', 'bytes');
  if (!range) return reply.header('Content-Length', size);
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1);
}

/** 416: no asked byte lies in the file of `size` bytes. */
export function sendUnsatisfiable(reply: FastifyReply, size: number): FastifyReply {
  return reply.code(416).header('Accept-Ranges', 'bytes').header('Content-Range', `bytes */${size}`).send();
}
