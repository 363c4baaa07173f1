import { type Lang, type LoginInput, loginSchema, coreMessage, validate } from '@vr/contracts';
import { RequestError, fieldErrorsOf } from '../../api/request-error';

export type LoginField = 'username' | 'password' | 'code';
export type FieldErrors = Partial<Record<LoginField, string>>;

export interface LoginValues {
  username?: string;
  password?: string;
  code?: string;
}

const FIELDS: readonly string[] = ['username', 'password', 'code'];

/** The sign-in form checked by the shared login schema, with the code required while the captcha is on; the first message per field. */
export function checkLogin(
  values: LoginValues,
  uuid: string,
  captchaEnabled: boolean,
  lang: Lang,
): { input: Required<LoginInput> } | { errors: FieldErrors } {
  const raw = { username: values.username ?? '', password: values.password ?? '', code: values.code ?? '', uuid };
  const result = validate(loginSchema, raw, lang);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const { field, message: text } of result.errors) {
      if (FIELDS.includes(field)) errors[field as LoginField] ??= text;
    }
  }
  if (captchaEnabled && !raw.code.trim()) errors.code ??= coreMessage('captchaRequired', lang);
  if (!result.success || Object.keys(errors).length > 0) return { errors };
  return { input: result.data };
}

/** A refused sign-in: field errors go next to their fields, anything else above the button. */
export function describeLoginFailure(error: unknown, lang: Lang): { fields: FieldErrors; text?: string } {
  const fields: FieldErrors = {};
  for (const { field, message: text } of fieldErrorsOf(error)) {
    if (FIELDS.includes(field)) fields[field as LoginField] ??= text;
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields, text: error instanceof RequestError ? error.message : coreMessage('unknown', lang) };
}
