import { INT4_MAX, bigDbId, dbId } from '@vr/contracts';
import { z } from 'zod';

/** The id column's type: `integer` (serial) by default, `bigint` (bigserial) for log rows. */
export type IdColumn = 'integer' | 'bigint';

const maxOf = (column: IdColumn) => (column === 'bigint' ? Number.MAX_SAFE_INTEGER : INT4_MAX);
const positiveId = (column: IdColumn) => (column === 'bigint' ? bigDbId() : dbId());

/** A path parameter holding one positive id, `:id` unless the path names it otherwise, bounded by its column. */
export function idParam<K extends string = 'id'>(name: K = 'id' as K, column: IdColumn = 'integer') {
  return z.object({ [name]: positiveId(column) } as { [P in K]: ReturnType<typeof dbId> });
}

/**
 * The `:ids` path parameter of a batch delete: `1,2,3` → [1, 2, 3], each id once, each a value
 * of the id column. `maxLength` caps the text where the area caps it.
 */
export function idsParam(options: { maxLength?: number; column?: IdColumn } = {}) {
  const text = options.maxLength === undefined ? z.string() : z.string().max(options.maxLength);
  const max = maxOf(options.column ?? 'integer');
  return z.object({
    ids: text
      .regex(/^\d+(,\d+)*$/)
      .transform((s) => [...new Set(s.split(',').map(Number))])
      .refine((ids) => ids.every((id) => id > 0 && id <= max), { message: 'inputIdOutOfRange' }),
  });
}
