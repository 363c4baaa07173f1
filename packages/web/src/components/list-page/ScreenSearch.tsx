import { cloneElement, isValidElement } from 'react';
import { DatePicker, Form, type FormInstance, Input, Select } from 'antd';
import { DictSelect } from '../dict-tag';
import { OrgTreeSelect } from '../org-tree-select';
import type { SearchField } from './screen-search';
import { SearchForm } from './SearchForm';

interface SearchInputProps {
  field: SearchField;
  text(key: string): string;
  /** What the enclosing Form.Item injects (value, onChange, id): passed on to the input. */
  [injected: string]: unknown;
}

function SearchInput({ field, text, ...injected }: SearchInputProps) {
  switch (field.type) {
    case 'text':
      return <Input allowClear data-testid={`search-${field.name}`} {...injected} />;
    case 'org':
      return <OrgTreeSelect style={{ width: 220 }} {...injected} />;
    case 'dict':
      return <DictSelect dict={field.dict} numeric={field.numeric} {...injected} />;
    case 'select':
      return (
        <Select
          allowClear
          style={{ minWidth: 160 }}
          data-testid={`search-${field.name}`}
          options={field.options.map((o) => ({ value: o.value, label: text(o.label) }))}
          {...injected}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker placeholder={[text('common:placeholder.startDate'), text('common:placeholder.endDate')]} {...injected} />
      );
    case 'custom':
      return isValidElement(field.input) ? cloneElement(field.input, injected) : field.input;
    case 'hidden':
      return <Input {...injected} />;
  }
}

interface ScreenSearchProps {
  form: FormInstance;
  fields: readonly SearchField[];
  onSearch(values: Record<string, unknown>): void;
  onReset(): void;
  initialValues?: Record<string, unknown>;
  visible?: number;
  /** Translates the labels (keys of the screen's namespaces). */
  text(key: string): string;
}

/** The filter bar drawn from the searchable columns of a screen. */
export function ScreenSearch({ form, fields, onSearch, onReset, initialValues, visible, text }: ScreenSearchProps) {
  return (
    <SearchForm form={form} onSearch={onSearch} onReset={onReset} initialValues={initialValues} visible={visible}>
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.type === 'hidden' ? undefined : text(field.label)}
          hidden={field.type === 'hidden'}
        >
          <SearchInput field={field} text={text} />
        </Form.Item>
      ))}
    </SearchForm>
  );
}
