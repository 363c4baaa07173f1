import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from './screen';

interface SearchSelectProps extends Omit<SelectProps, 'options'> {
  /** The choices; their labels are i18n keys. */
  options: readonly SelectOption[];
  width?: number;
  testId?: string;
}

/**
 * A filter of translated choices with its own width and test id, for a `custom` search of a screen
 * (the form item passes `value` and `onChange` through).
 */
export function SearchSelect({ options, width, testId, ...control }: SearchSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      style={width ? { width } : undefined}
      {...control}
      options={options.map((o) => ({ value: o.value, label: String(t(o.label as never)) }))}
      data-testid={testId}
    />
  );
}
