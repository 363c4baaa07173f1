import { Col, type ColProps, Form, type FormItemProps } from 'antd';
import type { FlatNamespace } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppStore } from '../../stores/app';
import { zodRule } from './zod-form';

export interface SchemaItemOptions extends Omit<FormItemProps, 'name' | 'label' | 'children'> {
  /** The label: a key of the namespace's `field.` texts (default: the field's name), a whole key (`common:field.remark`), or none. */
  label?: string | false;
  /** The hint under the input: `true` = the namespace's `hint.<name>`, or a key as for `label`. */
  hint?: true | string;
  /** `false`: the schema says nothing of this field, so it is not checked while typing. */
  check?: boolean;
  /** The grid column the item stands in. */
  col?: ColProps;
}

/**
 * The form items of a form of the shared zod schema: `item(name, input, options)` labels the input
 * from the namespace's `field.<name>`, checks it while typing with its part of the schema (in the
 * same words as on submit and from the server), adds the screen's own `rules` after that check, and
 * stands it in a grid column when given one.
 */
export function useSchemaItems(schema: z.ZodType, ns: FlatNamespace) {
  const { t } = useTranslation([ns, 'common'] as never);
  const lang = useAppStore((s) => s.language);
  const text = (key: string, kind: 'field' | 'hint') => String(t((key.includes(':') ? key : `${ns}:${kind}.${key}`) as never));
  return (name: string, input: ReactNode, { label = name, hint, check = true, rules, col, extra, ...props }: SchemaItemOptions = {}) => {
    const checks = check ? [zodRule(schema, name, lang), ...(rules ?? [])] : rules;
    const item = (
      <Form.Item
        name={name}
        label={label === false ? undefined : text(label, 'field')}
        rules={checks}
        extra={hint ? text(hint === true ? name : hint, 'hint') : extra}
        {...props}
      >
        {input}
      </Form.Item>
    );
    return col ? <Col {...col}>{item}</Col> : item;
  };
}
