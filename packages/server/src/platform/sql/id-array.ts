/**
 * `{1,2,3}`: ids as one PostgreSQL array literal, sent as a single parameter (`= any($1::int[])`),
 * so a statement's text is the same whatever the number of ids.
 */
export const idArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
