import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../api/request-error';
import { useAppStore } from '../../stores/app';
import { feedback } from './feedback';
import { formLevelErrors, formName, toFormErrors, touches, validateForm, withEveryField } from './zod-form';

export interface FormSubmitOptions<S extends z.ZodType, Answer> {
  form: FormInstance;
  /** The shared contracts schema: the values are checked with it before anything is sent. */
  schema: S;
  /** Sends the checked values; a rejection with `data.errors` marks the fields. */
  send(values: z.output<S>): Promise<Answer>;
  /** Values merged under the form's own (e.g. the id of the edited row). */
  hiddenValues?: Record<string, unknown>;
  /** The form's values → what the schema checks (e.g. dates as text). */
  toValues?(values: Record<string, unknown>): Record<string, unknown>;
  /** Cached queries that are stale after a save (e.g. `['list', 'devices']`). */
  invalidates?: QueryKey[];
  /** After the save and its "Saved" message (close the drawer, go back…). */
  onSaved?(answer: Answer): void;
  /** The one message a save shows instead of "Saved" (e.g. what the answer says was done). */
  savedMessage?(answer: Answer): string;
}

interface RuleError {
  name: (string | number)[];
  errors: string[];
}

/** What antd's own rules (each field's part of the schema, a "required" mark) find wrong. */
async function ruleErrorsOf(form: FormInstance): Promise<RuleError[]> {
  try {
    await form.validateFields();
    return [];
  } catch (error) {
    return ((error as { errorFields?: RuleError[] } | undefined)?.errorFields ?? []).filter((f) => f.errors.length > 0);
  }
}

/**
 * Submits a form: antd's rules and the zod check in the person's language mark every field at
 * once (nothing is sent while any is marked), else the call is made and the server's field errors
 * are marked next to their fields; errors that name no shown field are returned for an alert
 * above the form. A field's mark goes as soon as the field changes (`formProps` on the Form). A
 * save says "Saved" and refreshes the stale lists.
 */
export function useFormSubmit<S extends z.ZodType, Answer = unknown>(options: FormSubmitOptions<S, Answer>) {
  const { form, schema, send, hiddenValues, toValues, invalidates = [], onSaved, savedMessage } = options;
  const { t } = useTranslation('common');
  const lang = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const name = formName('form', useId());

  /** Field errors of an earlier attempt (the server's ones stay until the field changes) go away. */
  const clearFieldErrors = () =>
    form.setFields(
      form
        .getFieldsError()
        .filter((f) => f.errors.length > 0)
        .map((f) => ({ name: f.name, errors: [] })),
    );

  /**
   * A changed field loses the mark of the last submit or the server's answer at once: a field
   * with rules of its own is checked again right after, one without keeps no stale message.
   */
  const onValuesChange = (changed: object) => {
    const stale = form.getFieldsError().filter((f) => f.errors.length > 0 && touches(changed, f.name));
    if (stale.length > 0) form.setFields(stale.map((f) => ({ name: f.name, errors: [] })));
  };

  const submit = async () => {
    setGeneralErrors([]);
    const ruleErrors = await ruleErrorsOf(form);
    const raw = {
      ...hiddenValues,
      ...(withEveryField(form.getFieldsValue(), form.getFieldsValue(true)) as Record<string, unknown>),
    };
    const checked = validateForm(schema, toValues ? toValues(raw) : raw, lang);
    const fieldNames = Object.keys({ ...(form.getFieldsValue() as object), ...(form.getFieldsValue(true) as object) });
    if (!checked.success || ruleErrors.length > 0) {
      const schemaErrors = checked.success ? [] : checked.errors;
      form.setFields(toFormErrors(schemaErrors));
      setGeneralErrors(formLevelErrors(schemaErrors, fieldNames));
      // The toast names the first field to correct, in the form's order; the others are marked in the form.
      const first = form.getFieldsError().find((f) => f.errors.length > 0)?.errors[0] ?? schemaErrors[0]?.message;
      // A message that is a sentence already ("Choose the customer…") does not end twice.
      feedback.error(first ? t('form.fixErrorsNamed', { message: first.replace(/[.。]$/, '') }) : t('form.fixErrors'));
      return;
    }
    clearFieldErrors();
    setSaving(true);
    try {
      const answer = await send(checked.data);
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
      feedback.success(savedMessage ? savedMessage(answer) : t('result.saved'));
      onSaved?.(answer);
    } catch (error) {
      const errors = fieldErrorsOf(error);
      form.setFields(toFormErrors(errors));
      setGeneralErrors(formLevelErrors(errors, fieldNames));
    } finally {
      setSaving(false);
    }
  };
  /** For the `<Form>`: a name of its own (no field id shared with another form) and the marks going on change. */
  const formProps = { name, onValuesChange };
  return { submit, saving, generalErrors, formProps, onValuesChange };
}
