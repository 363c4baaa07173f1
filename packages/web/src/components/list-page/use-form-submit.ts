import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../api/request-error';
import { useAppStore } from '../../stores/app';
import { feedback } from './feedback';
import { formLevelErrors, toFormErrors, validateForm } from './zod-form';

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

/**
 * Submits a form: the zod check in the person's language marks the fields, else the call is made
 * and the server's field errors are marked next to their fields; errors that name no shown field
 * are returned for an alert above the form. A save says "Saved" and refreshes the stale lists.
 */
export function useFormSubmit<S extends z.ZodType, Answer = unknown>(options: FormSubmitOptions<S, Answer>) {
  const { form, schema, send, hiddenValues, toValues, invalidates = [], onSaved, savedMessage } = options;
  const { t } = useTranslation('common');
  const lang = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);

  /** Field errors of an earlier attempt (the server's ones stay until the field changes) go away. */
  const clearFieldErrors = () =>
    form.setFields(
      form
        .getFieldsError()
        .filter((f) => f.errors.length > 0)
        .map((f) => ({ name: f.name, errors: [] })),
    );

  const submit = async () => {
    setGeneralErrors([]);
    // Run antd's own rules first (they show live messages), but judge with the schema.
    await form.validateFields().catch(() => undefined);
    const raw = { ...hiddenValues, ...(form.getFieldsValue(true) as Record<string, unknown>) };
    const checked = validateForm(schema, toValues ? toValues(raw) : raw, lang);
    const fieldNames = Object.keys({ ...(form.getFieldsValue() as object), ...(form.getFieldsValue(true) as object) });
    if (!checked.success) {
      form.setFields(toFormErrors(checked.errors));
      setGeneralErrors(formLevelErrors(checked.errors, fieldNames));
      // The toast names the first field to correct; the others are marked in the form.
      const first = checked.errors[0]?.message;
      feedback.error(first ? t('form.fixErrorsNamed', { message: first }) : t('form.fixErrors'));
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
  return { submit, saving, generalErrors };
}
