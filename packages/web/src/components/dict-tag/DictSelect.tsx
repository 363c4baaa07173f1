import { Select, type SelectProps } from 'antd';
import { useDict } from './use-dict';

type DictSelectProps = Omit<SelectProps, 'options' | 'loading'> & {
  dict: string;
  /** Values are numbers in the form (statuses) rather than the dictionary's text. */
  numeric?: boolean;
};

/** A Select of a dictionary's entries, labelled in the current language. */
export function DictSelect({ dict, numeric, ...rest }: DictSelectProps) {
  const { options, loading } = useDict(dict);
  return (
    <Select
      allowClear
      loading={loading}
      options={numeric ? options.map((o) => ({ ...o, value: Number(o.value) })) : options}
      style={{ minWidth: 160 }}
      {...rest}
    />
  );
}
