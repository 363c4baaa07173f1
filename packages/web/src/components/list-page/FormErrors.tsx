import { Alert } from 'antd';

/** The errors of a submit that name no field the form shows (see useFormSubmit), above the form. */
export function FormErrors({ errors, gap = 12 }: { errors: readonly string[]; gap?: number }) {
  if (errors.length === 0) return null;
  return <Alert type="error" showIcon title={errors.join('\n')} style={{ marginBottom: gap }} />;
}
