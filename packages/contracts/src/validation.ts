// zod's core only (not the `zod` package's classic API): the sign-in page imports this file.
import { type $ZodIssue, type $ZodType, type output, safeParse } from 'zod/v4/core';
import type { FieldError } from './envelope.js';
import { format, LANGS, type Lang, type Translations } from './i18n.js';
import validationEn from './locales/messages/validation/en.json' with { type: 'json' };
import validationZh from './locales/messages/validation/zh.json' with { type: 'json' };
import validationEs from './locales/messages/validation/es.json' with { type: 'json' };
import validationJa from './locales/messages/validation/ja.json' with { type: 'json' };

/**
 * Localised validation messages. Schemas carry no hard-coded English text: every issue reads as
 * one sentence naming the field in the person's language ("Longitude must be at most 180").
 * Server and client both format issues with this, so a field error reads the same in the form
 * and in an API answer.
 */

type Key = keyof typeof validationEn;
const VALIDATION: Record<Lang, typeof validationEn> = { en: validationEn, zh: validationZh, es: validationEs, ja: validationJa };

/**
 * The validation texts whose key starts with `prefix`, by the rest of the key, in every language.
 * Read from `locales/messages/validation` itself, not through messages.ts (which loads every area):
 * the sign-in page imports this file.
 */
function validationGroup(prefix: string): Record<string, Translations> {
  const names = (Object.keys(validationEn) as Key[]).filter((key) => key.startsWith(prefix));
  return Object.fromEntries(
    names.map((key) => [key.slice(prefix.length), Object.fromEntries(LANGS.map((lang) => [lang, VALIDATION[lang][key]])) as Translations]),
  );
}

/**
 * The shared labels of fields (`validation.field.*`): the sign-in form's, and a neutral one for a
 * field name that areas label differently ("parentId": a parent menu, a parent organisation). They
 * are final, so which module loads last never decides how a field is named.
 */
const SHARED_FIELD_LABELS: Record<string, Translations> = validationGroup('validation.field.');

/** Labels of fields, used to name the field in a message. Modules add theirs with `addFieldLabels`. */
const fieldLabels: Record<string, Translations> = { ...SHARED_FIELD_LABELS };

export function addFieldLabels(labels: Record<string, Translations>): void {
  for (const [field, label] of Object.entries(labels)) if (!Object.hasOwn(SHARED_FIELD_LABELS, field)) fieldLabels[field] = label;
}

export function fieldLabel(field: string, lang: Lang): string {
  const last = field.split('.').pop() ?? field;
  return fieldLabels[field]?.[lang] ?? fieldLabels[last]?.[lang] ?? field;
}

/**
 * Custom rule messages, referenced from schemas by key: `z.string().refine(f, { message: 'required' })`
 * (`validation.rule.*`; modules add theirs with `addRuleMessages`).
 */
const ruleMessages: Record<string, Translations> = validationGroup('validation.rule.');

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

const text = (key: Key, lang: Lang) => VALIDATION[lang][key];

const TYPE_NAMES: Record<string, Key> = {
  number: 'validationTypeNumber',
  int: 'validationTypeInt',
  bigint: 'validationTypeInt',
  string: 'validationTypeString',
  boolean: 'validationTypeBoolean',
  array: 'validationTypeArray',
  set: 'validationTypeArray',
  tuple: 'validationTypeArray',
  object: 'validationTypeObject',
  record: 'validationTypeObject',
  map: 'validationTypeObject',
  date: 'validationTypeDate',
};

const FORMAT_NAMES: Record<string, Key> = {
  email: 'validationFormatEmail',
  url: 'validationFormatUrl',
  date: 'validationFormatDate',
  time: 'validationFormatTime',
  datetime: 'validationFormatDatetime',
  uuid: 'validationFormatId',
  guid: 'validationFormatId',
  cuid: 'validationFormatId',
  cuid2: 'validationFormatId',
  ulid: 'validationFormatId',
  nanoid: 'validationFormatId',
  ipv4: 'validationFormatIp',
  ipv6: 'validationFormatIp',
};

function bound(value: unknown, origin: string): string {
  if (origin === 'date') return new Date(Number(value)).toISOString().slice(0, 10);
  return String(value);
}

const SIZE_KEYS: Record<string, { max: Key; min: Key; below?: Key; above?: Key }> = {
  number: { max: 'validationNumberMax', min: 'validationNumberMin', below: 'validationNumberBelow', above: 'validationNumberAbove' },
  int: { max: 'validationNumberMax', min: 'validationNumberMin', below: 'validationNumberBelow', above: 'validationNumberAbove' },
  bigint: { max: 'validationNumberMax', min: 'validationNumberMin', below: 'validationNumberBelow', above: 'validationNumberAbove' },
  string: { max: 'validationTextMax', min: 'validationTextMin' },
  array: { max: 'validationItemsMax', min: 'validationItemsMin' },
  set: { max: 'validationItemsMax', min: 'validationItemsMin' },
  date: { max: 'validationDateMax', min: 'validationDateMin' },
  file: { max: 'validationFileMax', min: 'validationFileMax' },
};

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The sentence of one zod issue for the field called `label`, as a template and its parameters. */
function sentence(issue: Issue, lang: Lang): [string, Record<string, string | number>] {
  if (isMissing(issue)) return [text('validationRequired', lang), {}];
  switch (issue.code) {
    case 'too_big':
    case 'too_small': {
      const keys = SIZE_KEYS[issue.origin];
      if (!keys) break;
      // Too big: at most `max` (below it when the limit is exclusive); too small: at least `min` (above it).
      const [limit, param, exclusiveKey, inclusiveKey] =
        issue.code === 'too_big' ? [issue.maximum, 'max', keys.below, keys.max] : [issue.minimum, 'min', keys.above, keys.min];
      if (issue.origin === 'string' && issue.exact) return [text('validationTextExact', lang), { size: String(limit) }];
      const key = issue.inclusive === false && exclusiveKey ? exclusiveKey : inclusiveKey;
      return [text(key, lang), { [param]: bound(limit, issue.origin) }];
    }
    case 'invalid_type': {
      const name = TYPE_NAMES[issue.expected] ?? 'validationTypeOther';
      return [text('validationType', lang), { expected: text(name, lang) }];
    }
    case 'invalid_format': {
      const f = issue as { format: string; prefix?: string; suffix?: string; includes?: string };
      if (f.format === 'starts_with') return [text('validationStartsWith', lang), { prefix: f.prefix ?? '' }];
      if (f.format === 'ends_with') return [text('validationEndsWith', lang), { suffix: f.suffix ?? '' }];
      if (f.format === 'includes') return [text('validationIncludes', lang), { includes: f.includes ?? '' }];
      const name = FORMAT_NAMES[f.format];
      if (name) return [text('validationFormat', lang), { format: text(name, lang) }];
      return [text('validationPattern', lang), {}];
    }
    case 'invalid_value': {
      const values = issue.values.map(shown);
      if (values.length === 1) return [text('validationEquals', lang), { value: values[0]! }];
      return [text('validationOneOf', lang), { values: values.join(lang === 'zh' || lang === 'ja' ? '、' : ', ') }];
    }
    case 'not_multiple_of':
      return [text('validationMultipleOf', lang), { divisor: String(issue.divisor) }];
    case 'unrecognized_keys':
      return [text('validationUnknownKeys', lang), { keys: issue.keys.join(', ') }];
    default:
      break;
  }
  return [text('validationInvalid', lang), {}];
}

/** A custom rule reads as a predicate after the label ("Point code may contain only…"), or as a `{{label}}` template. */
function ruleSentence(rule: string, label: string, lang: Lang): string {
  if (rule.includes('{{label}}')) return format(rule, { label });
  return lang === 'zh' || lang === 'ja' ? `${label}${rule}` : `${label} ${rule}`;
}

/** One issue as a sentence naming the field ("Longitude must be at most 180"). */
export function issueMessage(issue: Issue, lang: Lang): string {
  const field = issue.path.map(String).join('.');
  const label = field ? fieldLabel(field, lang) : text('validationSubject', lang);
  const custom = ruleMessages[issue.message];
  if (custom) return ruleSentence(custom[lang], label, lang);
  const [template, params] = sentence(issue, lang);
  return format(template, { ...params, label });
}

export function localizeIssues(issues: readonly Issue[], lang: Lang): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issueMessage(issue, lang) }));
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
