import { Tag } from 'antd';
import { findEntry, tagColor } from './list-class';
import { useDict } from './use-dict';

interface DictTagProps {
  /** Dictionary type, e.g. 'sys_normal_disable'. */
  dict: string;
  value: unknown;
}

/** A dictionary value as a coloured tag (its listClass) with the label in the current language. */
export function DictTag({ dict, value }: DictTagProps) {
  const { entries } = useDict(dict);
  const entry = findEntry(entries, value);
  if (!entry) return value === null || value === undefined || value === '' ? null : <span data-raw-code={dict}>{String(value)}</span>;
  return (
    <Tag color={tagColor(entry.listClass)} className={entry.cssClass ?? undefined} data-dict-value={entry.dictValue}>
      {entry.dictLabel}
    </Tag>
  );
}
