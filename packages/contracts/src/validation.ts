// zod's core and locales only (not the `zod` package's classic API): the sign-in page imports this file.
import { type $ZodErrorMap, type $ZodIssue, type $ZodType, type output, safeParse } from 'zod/v4/core';
import { en, es, ja, zhCN } from 'zod/v4/locales';
import type { FieldError } from './envelope.js';
import type { Lang, Translations } from './i18n.js';

/**
 * Localised validation messages. Schemas carry no hard-coded English text: zod's own locale
 * describes the rule ("Too small: expected string to have >=4 characters"), prefixed with the
 * field's label in the same language. Server and client both format issues with this, so a
 * field error reads the same in the form and in an API answer.
 */
const locales: Record<Lang, () => { localeError: $ZodErrorMap }> = { en, zh: zhCN, es, ja };

const errorMaps = new Map<Lang, $ZodErrorMap>();
function errorMap(lang: Lang): $ZodErrorMap {
  let map = errorMaps.get(lang);
  if (!map) {
    map = locales[lang]().localeError;
    errorMaps.set(lang, map);
  }
  return map;
}

/** Labels of fields, used to name the field in a message. Modules add theirs with `addFieldLabels`. */
const fieldLabels: Record<string, Translations> = {
  username: { en: 'Account', zh: '账号', es: 'Cuenta', ja: 'アカウント' },
  password: { en: 'Password', zh: '密码', es: 'Contraseña', ja: 'パスワード' },
  code: { en: 'Verification code', zh: '验证码', es: 'Código de verificación', ja: '認証コード' },
  uuid: { en: 'Captcha id', zh: '验证码标识', es: 'Id. del captcha', ja: 'キャプチャ ID' },
  token: { en: 'Token', zh: '令牌', es: 'Token', ja: 'トークン' },
};

export function addFieldLabels(labels: Record<string, Translations>): void {
  Object.assign(fieldLabels, labels);
}

export function fieldLabel(field: string, lang: Lang): string {
  const last = field.split('.').pop() ?? field;
  return fieldLabels[field]?.[lang] ?? fieldLabels[last]?.[lang] ?? field;
}

/** Custom rule messages, referenced from schemas by key: `z.string().refine(f, { message: 'required' })`. */
const ruleMessages: Record<string, Translations> = {
  required: { en: 'is required', zh: '不能为空', es: 'es obligatorio', ja: 'は必須です' },
};

export function addRuleMessages(messages: Record<string, Translations>): void {
  Object.assign(ruleMessages, messages);
}

type Issue = $ZodIssue & { input?: unknown };

/** An absent value or an empty string where one character is the minimum reads "is required". */
function isMissing(issue: Issue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null;
  if (issue.code === 'too_small') {
    return issue.origin === 'string' && Number(issue.minimum) === 1 && issue.input === '';
  }
  return false;
}

export function issueMessage(issue: Issue, lang: Lang): string {
  const custom = ruleMessages[issue.message];
  if (custom) return custom[lang];
  if (isMissing(issue)) return ruleMessages.required![lang];
  // zod's locale needs the raw issue; a finished issue carries the same fields.
  const result = errorMap(lang)(issue as unknown as Parameters<$ZodErrorMap>[0]);
  if (typeof result === 'string') return result;
  return result?.message ?? issue.message;
}

export function localizeIssues(issues: readonly Issue[], lang: Lang): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const rule = issueMessage(issue, lang);
    return { field, message: field ? `${fieldLabel(field, lang)}: ${rule}` : rule };
  });
}

/** Parses and, on failure, returns localised field errors (used by forms and by tests). */
export function validate<S extends $ZodType>(
  schema: S,
  input: unknown,
  lang: Lang,
): { success: true; data: output<S> } | { success: false; errors: FieldError[] } {
  const parsed = safeParse(schema, input, { reportInput: true });
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, errors: localizeIssues(parsed.error.issues as Issue[], lang) };
}
