import type { DictData, ListClass } from '@vr/contracts';

/** antd Tag colours of the dictionary's listClass values (Element UI's tag types). */
export const LIST_CLASS_COLOR: Record<ListClass, string | undefined> = {
  default: undefined,
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export function tagColor(listClass: string | null | undefined): string | undefined {
  return listClass && listClass in LIST_CLASS_COLOR ? LIST_CLASS_COLOR[listClass as ListClass] : undefined;
}

/** The entry of `value` (compared as text: statuses arrive as numbers, values are stored as text). */
export function findEntry(entries: readonly DictData[], value: unknown): DictData | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = String(value);
  return entries.find((e) => e.dictValue === text);
}
