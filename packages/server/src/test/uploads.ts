import { UPLOAD_API } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A 1×1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A 2x1 24-bit BMP. */
export const BMP = Buffer.concat([
  Buffer.from('424d3e000000000000003600000028000000020000000100000001001800000000000800000000000000000000000000000000000000', 'hex'),
  Buffer.alloc(8),
]);
export const MB = 1024 * 1024;

/** A PNG padded after its end chunk to exactly `size` bytes (still a PNG by content). */
export const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/** One part of a multipart form: a field, or a file where it has a file name (sent with `type`). */
export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart form of these parts in this order, for `app.inject`. */
export function multipartForm(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----vrtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** What is uploaded: the use (entity and field) and the file, sent as `type` (application/octet-stream unless said). */
export interface Upload {
  dataEntity: string;
  dataField: string;
  file: Buffer;
  filename: string;
  type?: string;
}

/** POST /api/upload/Material as the web app sends it (the use first, then the file), with these headers (the session, the language). */
export function uploadFile(app: FastifyInstance, upload: Upload, headers: Record<string, string>) {
  const { payload, contentType } = multipartForm([
    { name: 'dataEntity', value: upload.dataEntity },
    { name: 'dataField', value: upload.dataField },
    { name: 'file', value: upload.file, filename: upload.filename, ...(upload.type ? { type: upload.type } : {}) },
  ]);
  return app.inject({ method: 'POST', url: UPLOAD_API.upload, payload, headers: { ...headers, 'content-type': contentType } });
}
