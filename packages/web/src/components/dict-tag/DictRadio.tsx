import { Radio, type RadioGroupProps } from 'antd';
import { useDict } from './use-dict';

type DictRadioProps = Omit<RadioGroupProps, 'options'> & { dict: string; numeric?: boolean };

/** Radio buttons of a dictionary's entries (short dictionaries such as status). */
export function DictRadio({ dict, numeric, ...rest }: DictRadioProps) {
  const { options } = useDict(dict);
  return <Radio.Group options={numeric ? options.map((o) => ({ ...o, value: Number(o.value) })) : options} {...rest} />;
}
