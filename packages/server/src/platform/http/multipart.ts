import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Largest file one multipart request may carry: videos up to 100 MB. */
export const MULTIPART_MAX_FILE_BYTES = 100 * 1024 * 1024;

/**
 * Multipart bodies (`request.file()`), registered once for the whole app from app.ts. Routes
 * that take smaller files pass their own lower `limits.fileSize` to `request.file(...)`.
 * Idempotent: a second call is a no-op, so a plugin may call it defensively.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  if (app.hasRequestDecorator('file')) return;
  await app.register(multipart, { limits: { fileSize: MULTIPART_MAX_FILE_BYTES, files: 1, fields: 20 } });
}

/** What busboy says of a multipart body it cannot read (no boundary, cut short, bad part headers). */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of (multipart data|form)$/,
  /^Part terminated early due to unexpected end of multipart data$/,
  /^Malformed (part )?header/,
  /^Unsupported content type/,
];

/** True for an error raised while reading a malformed multipart body: the client's fault, not the server's. */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { statusCode?: unknown }).statusCode !== undefined) return false;
  return MALFORMED_MULTIPART.some((re) => re.test(error.message));
}
