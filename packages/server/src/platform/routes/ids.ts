import { idsBodySchema } from '@vr/contracts';
import { AppError } from '../http/errors.js';

/** The inputs of a delete that takes `{ ids }` in the body or `ids=1,2` in the query: spread into its spec. */
export const IDS_IN_BODY_OR_QUERY = { body: idsBodySchema.partial().nullish(), querystring: idsBodySchema.partial() };

/** The ids of a comma-separated list (`1,2,3`), as a delete's path names them once its schema has checked it. */
export function idsIn(list: string): number[] {
  return list.split(',').map(Number);
}

type Ids = { ids?: number[] | undefined };

/** The ids of such a delete: the body's, else the query's; neither is a field error. */
export function idsOf(body: Ids | null | undefined, query: Ids): number[] {
  const ids = body?.ids ?? query.ids;
  if (!ids) throw AppError.field('ids', 'invalidInput');
  return ids;
}
