import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ALL_PERMISSIONS,
  UPLOAD_API,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  type UploadResult,
  type UploadRule,
  mbToBytes,
  uploadFieldsSchema,
  uploadKindOfMime,
  uploadRuleFor,
} from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { users } from '../../platform/identity/schema.js';
import { lazy } from '../../platform/lazy.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { type FileStorage, isStorageKey, newStorageKey } from '../../platform/storage/storage.js';
import { uploads } from './schema.js';
import { refuseNul } from '../../platform/http/validation.js';

/** file-type and its parsers, loaded by the first upload. */
const loadFileType = lazy(() => import('file-type'));

/** Counts the bytes that pass; stops writing (but keeps draining) past `cap`. */
function byteCounter(cap: number) {
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      const before = total;
      total += chunk.length;
      if (before >= cap) return done();
      done(null, total > cap ? chunk.subarray(0, cap - before) : chunk);
    },
  });
  return { counter, bytes: () => total };
}

interface Received {
  tempPath: string;
  bytes: number;
  filename: string;
}

/**
 * Reads the multipart body: the one `file` part streamed to a temporary file (never held in
 * memory), the other parts as fields. `dataEntity`/`dataField` may come before or after the file.
 */
async function receive(request: FastifyRequest, storage: FileStorage): Promise<{ file: Received | null; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let file: Received | null = null;
  // throwFileSizeLimit: false — an oversize file is answered with the use's own size message.
  const options = { limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1000 }, throwFileSizeLimit: false };
  const parts = request.parts(options as Parameters<FastifyRequest['parts']>[0]);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const tempPath = await storage.tempFile();
      const { counter, bytes } = byteCounter(UPLOAD_MAX_BYTES + 1);
      file = { tempPath, bytes: 0, filename: part.filename };
      await pipeline(part.file, counter, createWriteStream(tempPath));
      file.bytes = part.file.truncated ? UPLOAD_MAX_BYTES + 1 : bytes();
    }
  } catch (error) {
    if (file) await storage.discard(file.tempPath);
    throw error;
  }
  return { file, fields };
}

function sizeError(rule: UploadRule): AppError {
  return AppError.field('file', 'uploadTooLarge', { n: rule.maxMb });
}

/** Who sends an upload: a signed-in user, or an area's public form (user 0, the platform's organisation). */
export type Uploader = Pick<AuthContext, 'userId' | 'orgId'>;

/**
 * POST /api/upload/Material: checks the use, the size and the type (by content), then stores.
 * `uses` narrows the uses accepted (a public form's own).
 */
export async function storeUpload(
  db: Database,
  storage: FileStorage,
  request: FastifyRequest,
  auth: Uploader,
  uses?: readonly UploadRule[],
): Promise<UploadResult> {
  const { file, fields } = await receive(request, storage);
  try {
    refuseNul(fields, 'fields');
    if (file) refuseNul(file.filename, 'file');
    const parsed = uploadFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? 'dataEntity';
      throw AppError.field(field, 'invalidInput');
    }
    const { dataEntity, dataField } = parsed.data;
    const rule = uploadRuleFor(dataEntity, dataField);
    if (!rule || (uses && !uses.includes(rule)))
      throw AppError.field('dataEntity', 'uploadUnknownUse', { use: `${dataEntity}/${dataField}` });
    if (!file || file.bytes === 0) throw AppError.field('file', 'uploadFileRequired');
    if (file.bytes > mbToBytes(rule.maxMb)) throw sizeError(rule);

    // The type is what the bytes are, whatever the name or the browser's MIME type say.
    const { fileTypeFromFile } = await loadFileType();
    const detected = await fileTypeFromFile(file.tempPath);
    const kind = detected ? uploadKindOfMime(detected.mime) : undefined;
    if (!kind || !rule.kinds.includes(kind)) throw AppError.field('file', rule.typeMessage);

    const { ext, mime } = UPLOAD_KINDS[kind];
    const key = newStorageKey(ext);
    await storage.commit(file.tempPath, key);
    const url = `${UPLOAD_API.files}/${key}`;
    const name = (file.filename || `upload.${ext}`).slice(0, 255);
    try {
      await db.insert(uploads).values({
        storageKey: key,
        url,
        userId: auth.userId,
        orgId: auth.orgId,
        dataEntity,
        dataField,
        originalName: name,
        size: file.bytes,
        mime,
      });
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
    return { url, name, size: file.bytes, mime };
  } finally {
    if (file) await storage.discard(file.tempPath);
  }
}

/** The storage key of an upload's url: `/api/files/<key>`, absolute or not, query ignored. */
export function keyOfUrl(url: string): string | null {
  let pathname = url.trim();
  try {
    pathname = new URL(pathname, 'http://local').pathname;
  } catch {
    return null;
  }
  const prefix = `${UPLOAD_API.files}/`;
  if (!pathname.startsWith(prefix)) return null;
  const key = pathname.slice(prefix.length);
  return isStorageKey(key) ? key : null;
}

/** The upload behind a url, if it is one of ours. */
export async function findUpload(db: Database, url: string) {
  const key = keyOfUrl(url);
  if (!key) return null;
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, key)).limit(1);
  return row ?? null;
}

/** The accounts whose personal documents include the file of this key. */
async function ownersOf(db: Database, key: string): Promise<{ id: number; orgId: number }[]> {
  const path = `${UPLOAD_API.files}/${key}`;
  return db
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(
      sql`exists (select 1 from jsonb_array_elements_text(${users.healthCertificates}) as doc(url) where right(doc.url, ${path.length}) = ${path})`,
    );
}

/**
 * Who may read a stored file: anyone for a public use; for a private one (personal documents),
 * a signed-in user who uploaded it or who may see an account it belongs to (that account's data
 * scope). Throws the refusal; answers whether the file is private (not to be cached by others).
 */
export async function checkReadable(db: Database, key: string, auth: AuthContext | null): Promise<{ private: boolean }> {
  const [row] = await db
    .select({ userId: uploads.userId, dataEntity: uploads.dataEntity, dataField: uploads.dataField })
    .from(uploads)
    .where(eq(uploads.storageKey, key))
    .limit(1);
  // A file without its record is not served: nothing says whose it is.
  if (!row) throw AppError.notFound();
  const rule = uploadRuleFor(row.dataEntity, row.dataField);
  if (!rule?.private) return { private: false };
  if (!auth) throw AppError.unauthorized();
  if (row.userId === auth.userId || auth.permissions.includes(ALL_PERMISSIONS)) return { private: true };
  if (rule.readPermission && auth.permissions.includes(rule.readPermission)) return { private: true };
  for (const owner of await ownersOf(db, key)) {
    if (await isInScope(db, auth, { orgId: owner.orgId, ownerId: owner.id })) return { private: true };
  }
  throw AppError.forbidden();
}

/** POST /api/Material/deleteMaterial: the uploader's own file, or any for a holder of `*:*:*`. */
export async function deleteUpload(db: Database, storage: FileStorage, url: string, auth: AuthContext): Promise<void> {
  const row = await findUpload(db, url);
  if (!row) throw AppError.field('url', 'uploadNotFound');
  if (row.userId !== auth.userId && !auth.permissions.includes(ALL_PERMISSIONS)) throw AppError.forbidden();
  await db.delete(uploads).where(eq(uploads.id, row.id));
  await storage.remove(row.storageKey);
}
