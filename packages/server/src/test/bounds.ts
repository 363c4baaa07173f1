/*
 * Bounds tables of the validation tests: each limit at the limit and one past it. A pair is
 * [value, accepted]; the table rows name the case as the tests always have.
 */

/** One value and whether a save with it is accepted. */
export type Bound<V> = [V, boolean];

/** Text of `shortest` to `longest` characters: each end accepted, one character fewer or more refused. */
export const textEnds = (shortest: string, longest: string): Array<Bound<string>> => [
  [shortest, true],
  [shortest.slice(0, -1), false],
  ...textUpTo(longest),
];

/** Text of up to `longest` characters: that accepted, one character more refused. */
export const textUpTo = (longest: string): Array<Bound<string>> => [
  [longest, true],
  [longest + longest.slice(-1), false],
];

/** Whole numbers from `min` to `max`: each end accepted, one below or above refused. */
export const numberEnds = (min: number, max: number): Array<Bound<number>> => [
  [min, true],
  [min - 1, false],
  [max, true],
  [max + 1, false],
];

/** Rows [field, value, accepted] of one field. */
export const fieldBounds = <V>(field: string, bounds: Array<Bound<V>>): Array<[string, V, boolean]> =>
  bounds.map(([value, accepted]) => [field, value, accepted]);

/** Rows [name, fields, accepted] of a text, each named "<label> of <length>" ("name of 2"). */
export const lengthBounds = (
  label: string,
  fields: (text: string) => Record<string, unknown>,
  bounds: Array<Bound<string>>,
): Array<[string, Record<string, unknown>, boolean]> =>
  bounds.map(([text, accepted]) => [`${label} of ${text.length}`, fields(text), accepted]);

/** Rows [name, fields, accepted] of a number, each named "<label> <value>" ("order 0"). */
export const numberBounds = (
  label: string,
  fields: (value: number) => Record<string, unknown>,
  bounds: Array<Bound<number>>,
): Array<[string, Record<string, unknown>, boolean]> => bounds.map(([value, accepted]) => [`${label} ${value}`, fields(value), accepted]);
