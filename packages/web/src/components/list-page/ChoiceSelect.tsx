import { Select, type SelectProps } from 'antd';

interface ChoiceSelectProps<T> extends Omit<SelectProps, 'options'> {
  /** The rows to choose from (undefined while they load). */
  choices: readonly T[] | undefined;
  /** A row as the value chosen and the label shown, which the search matches. */
  toOption(row: T): { value: string | number; label: string };
}

/** A clearable select of rows from the server, searched by their labels. */
export function ChoiceSelect<T>({ choices, toOption, ...props }: ChoiceSelectProps<T>) {
  return <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={(choices ?? []).map(toOption)} {...props} />;
}
