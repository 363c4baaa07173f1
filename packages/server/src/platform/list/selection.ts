import { AppError } from '../http/errors.js';

/**
 * The distinct ids of a batch action on a list's rows, all or none: `find` answers the rows among
 * them the caller may touch, and one id missing from it (unknown or outside the caller's scope)
 * refuses the whole batch with 404.
 */
export async function selectedIds(ids: readonly number[], find: (unique: number[]) => Promise<readonly unknown[]>): Promise<number[]> {
  const unique = [...new Set(ids)];
  if ((await find(unique)).length !== unique.length) throw AppError.notFound();
  return unique;
}
