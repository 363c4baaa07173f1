import { z } from 'zod';

const positiveId = () => z.coerce.number().int().positive();

/** A path parameter holding one positive id, `:id` unless the path names it otherwise. */
export function idParam<K extends string = 'id'>(name: K = 'id' as K) {
  return z.object({ [name]: positiveId() } as { [P in K]: ReturnType<typeof positiveId> });
}

/**
 * The `:ids` path parameter of a batch delete: `1,2,3` → [1, 2, 3], each id once.
 * `maxLength` caps the text where the area caps it.
 */
export function idsParam(options: { maxLength?: number } = {}) {
  const text = options.maxLength === undefined ? z.string() : z.string().max(options.maxLength);
  return z.object({ ids: text.regex(/^\d+(,\d+)*$/).transform((s) => [...new Set(s.split(',').map(Number))]) });
}
