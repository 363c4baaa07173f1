import { MATERIAL_LIMITS } from '@vr/contracts';
import type { FormField } from '../../components/list-page';

const NAMES = ['nameZh', 'nameEn', 'nameEs', 'nameJa'] as const;

/**
 * The fields of a code (required, with its hint) and a name in each of the four languages, each at
 * most `nameMax` long; `nameHint` explains the names under the first one.
 */
export function codeAndNames<Row>(code: string, nameMax: number, nameHint: string): FormField<Row>[] {
  return [
    { name: code, label: `materials:field.${code}`, required: true, maxLength: MATERIAL_LIMITS.code, extra: 'materials:hint.code' },
    ...NAMES.map((name, i) => ({ name, label: `materials:field.${name}`, maxLength: nameMax, ...(i === 0 ? { extra: nameHint } : {}) })),
  ];
}
