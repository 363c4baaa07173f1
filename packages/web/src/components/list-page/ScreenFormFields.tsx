import { Form, Input, InputNumber } from 'antd';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppStore } from '../../stores/app';
import { DictRadio, DictSelect } from '../dict-tag';
import { OrgTreeSelect } from '../org-tree-select';
import type { FormField } from './screen';
import { requiredRule, zodRule } from './zod-form';

interface FieldInputProps<Row> {
  field: FormField<Row>;
  row: Row | null;
  /** What the enclosing Form.Item injects (value, onChange, id): passed on to the input. */
  [injected: string]: unknown;
}

function FieldInput<Row>({ field, row, ...injected }: FieldInputProps<Row>) {
  const { input = 'text', maxLength, name } = field;
  const testId = field.testId === false ? undefined : (field.testId ?? `field-${name}`);
  const disabled = field.disabled?.(row);
  const common = { disabled, 'data-testid': testId, ...injected };
  if (isValidElement(input)) return cloneElement(input, injected);
  if (input === 'textarea') return <Input.TextArea rows={field.rows ?? 3} showCount={!!maxLength} maxLength={maxLength} {...common} />;
  if (input === 'number') return <InputNumber style={{ width: '100%' }} {...common} />;
  if (input === 'org') return <OrgTreeSelect disabled={disabled} {...injected} />;
  if (input && typeof input === 'object' && 'dictRadio' in input)
    return <DictRadio dict={input.dictRadio} numeric={input.numeric} disabled={disabled} {...injected} />;
  if (input && typeof input === 'object' && 'dictSelect' in input)
    return <DictSelect dict={input.dictSelect} numeric={input.numeric} disabled={disabled} {...injected} />;
  return <Input maxLength={maxLength} showCount={maxLength ? true : undefined} {...common} />;
}

interface ScreenFormFieldsProps<Row> {
  schema: z.ZodType;
  fields: readonly FormField<Row>[];
  row: Row | null;
  text(key: string): string;
}

/**
 * The form items of a field list, each checked live with its part of the schema; a field marked
 * `required` is also checked for a value where the schema leaves that to the server (the customer
 * a platform account must choose), so an empty submit names it with the others.
 */
export function ScreenFormFields<Row>({ schema, fields, row, text }: ScreenFormFieldsProps<Row>): ReactNode {
  const lang = useAppStore((s) => s.language);
  const { t } = useTranslation('common');
  return fields.map((field) => {
    const extra = typeof field.extra === 'function' ? field.extra(row) : field.extra;
    const label = text(field.label);
    const required = field.required && !field.disabled?.(row);
    const requiredMessage = field.requiredMessage ? text(field.requiredMessage) : t('form.required', { label });
    return (
      <Form.Item
        key={field.name}
        name={field.name}
        label={label}
        required={field.required}
        rules={[...(required ? [requiredRule(requiredMessage)] : []), zodRule(schema, field.name, lang)]}
        validateFirst
        extra={extra ? text(extra) : undefined}
      >
        <FieldInput field={field} row={row} />
      </Form.Item>
    );
  });
}
