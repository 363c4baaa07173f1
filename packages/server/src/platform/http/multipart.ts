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
