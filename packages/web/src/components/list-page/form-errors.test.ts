import { deviceModelSaveSchema, deviceSaveSchema, materialSaveSchema, menuCreateSchema, productClassSaveSchema } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  asMissing,
  formName,
  isEmptyValue,
  requiredRule,
  skippedRuleIssues,
  touches,
  validateForm,
  withEveryField,
  zodRule,
} from './zod-form';

const fieldsOf = (r: ReturnType<typeof validateForm>) => (r.success ? [] : r.errors.map((e) => e.field));
const messageOf = (r: ReturnType<typeof validateForm>, field: string) =>
  r.success ? undefined : r.errors.find((e) => e.field === field)?.message;

describe('a form submitted empty says everything at once', () => {
  it('names each field of a nested group nobody touched, not the group no field shows', () => {
    // antd: getFieldsValue() is the shape of the registered fields, getFieldsValue(true) what is stored.
    const registered = { modelCode: undefined, modelKind: 'coffee', names: { zh: undefined, en: undefined, es: undefined, ja: undefined } };
    const stored = { modelKind: 'coffee', status: 0, containers: [] };
    const values = withEveryField(registered, stored);
    expect(values).toEqual({ ...registered, status: 0, containers: [] });
    const r = validateForm(deviceModelSaveSchema, values, 'en');
    expect(fieldsOf(r)).toEqual(expect.arrayContaining(['modelCode', 'names.zh', 'names.en', 'names.es', 'names.ja']));
    expect(fieldsOf(r)).not.toContain('names');
    // Without the fields' shape only the group is named, and no field shows that.
    expect(fieldsOf(validateForm(deviceModelSaveSchema, stored, 'en'))).toContain('names');
  });

  it('keeps what is stored over the fields’ empty shape, lists and nested values included', () => {
    expect(withEveryField({ a: undefined, b: { c: undefined } }, { a: 1, b: { c: 'x', d: 2 }, e: [1] })).toEqual({
      a: 1,
      b: { c: 'x', d: 2 },
      e: [1],
    });
    expect(withEveryField({ list: [{ x: undefined }] }, { list: [{ x: 1 }] })).toEqual({ list: [{ x: 1 }] });
  });

  it('runs the object’s own rules that zod skips while a field fails', () => {
    // The material needs a Chinese or an English name (an object-level refine): zod alone says so
    // only once the code and type are right.
    const alone = materialSaveSchema.safeParse({}, { reportInput: true });
    expect(alone.success ? [] : alone.error.issues.map((i) => i.path.join('.'))).not.toContain('nameZh');
    const r = validateForm(materialSaveSchema, {}, 'en');
    expect(fieldsOf(r)).toEqual(expect.arrayContaining(['materialCode', 'materialType', 'nameZh']));
    // A menu's route path is checked by a superRefine, also when the names are missing.
    const menu = validateForm(menuCreateSchema, { menuType: 'C', titles: {} }, 'en');
    expect(fieldsOf(menu)).toEqual(expect.arrayContaining(['titles.zh', 'path']));
  });

  it('adds no rule issue for a field already marked, and none when nothing failed', () => {
    const schema = z.object({ a: z.string().min(1), b: z.string().optional() }).refine((v) => v.b !== 'x', { path: ['a'] });
    const issues = schema.safeParse({ a: '', b: 'x' }).error!.issues;
    expect(skippedRuleIssues(schema, { a: '', b: 'x' }, issues)).toEqual([]);
    expect(skippedRuleIssues(schema, { a: 'ok' }, [])).toEqual([]);
    expect(skippedRuleIssues(z.string(), 'x', issues)).toEqual([]);
  });

  it('says "is required" for an empty picker or number, not "must be a number" or "one of"', () => {
    // An empty InputNumber holds null; z.coerce.number() turns it into NaN.
    const r = validateForm(deviceSaveSchema, { deviceCode: 'VR1', orgId: null, rent: null }, 'en');
    expect(messageOf(r, 'orgId')).toMatch(/ is required$/);
    const kind = validateForm(deviceModelSaveSchema, { modelCode: 'M1', modelKind: undefined, names: {} }, 'en');
    expect(messageOf(kind, 'modelKind')).toMatch(/ is required$/);
    // A value that is there but wrong keeps its own message.
    const wrong = validateForm(deviceModelSaveSchema, { modelCode: 'M1', modelKind: 'tea-ish', names: {} }, 'en');
    expect(messageOf(wrong, 'modelKind')).toMatch(/one of/);
    expect(asMissing([{ code: 'custom', path: ['a'], message: 'x', input: undefined }], {})).toEqual([
      { code: 'custom', path: ['a'], message: 'x', input: undefined },
    ]);
  });

  it('checks one field while typing with the same words', async () => {
    const rule = zodRule(deviceModelSaveSchema, 'modelKind', 'zh');
    await expect(rule.validator(null, undefined)).rejects.toThrow(/不能为空$/);
    await expect(rule.validator(null, 'coffee')).resolves.toBeUndefined();
  });

  it('a field the form marks required is asked for where the schema leaves it to the server', async () => {
    // productClassSaveSchema lets orgId be empty: a customer's account has its own.
    expect(validateForm(productClassSaveSchema, { productClassCode: 'C1', productClassName: 'N' }, 'en').success).toBe(true);
    const rule = requiredRule('Customer is required');
    await expect(rule.validator(null, undefined)).rejects.toThrow('Customer is required');
    await expect(rule.validator(null, '  ')).rejects.toThrow();
    await expect(rule.validator(null, [])).rejects.toThrow();
    await expect(rule.validator(null, 0)).resolves.toBeUndefined();
    await expect(rule.validator(null, [3])).resolves.toBeUndefined();
  });

  it('knows an empty value', () => {
    expect([undefined, null, '', ' ', Number.NaN, []].map(isEmptyValue)).toEqual([true, true, true, true, true, true]);
    expect([0, 'a', false, [0], {}].map(isEmptyValue)).toEqual([false, false, false, false, false]);
  });
});

describe('a corrected field loses its error', () => {
  it('finds the changed field in antd’s changed values, nested and in lists', () => {
    expect(touches({ orgId: 3 }, ['orgId'])).toBe(true);
    expect(touches({ orgId: undefined }, ['orgId'])).toBe(true);
    expect(touches({ orgId: 3 }, ['modelId'])).toBe(false);
    expect(touches({ names: { en: 'x' } }, ['names', 'en'])).toBe(true);
    expect(touches({ names: { en: 'x' } }, ['names', 'zh'])).toBe(false);
    // eslint-disable-next-line no-sparse-arrays
    const list = { recipe: { steps: [, { materialCode: 'M' }] } };
    expect(touches(list, ['recipe', 'steps', 1, 'materialCode'])).toBe(true);
    expect(touches(list, ['recipe', 'steps', 0, 'materialCode'])).toBe(false);
    expect(touches(list, ['recipe', 'steps'])).toBe(true);
  });
});

describe('form names', () => {
  it('are unique per form and safe in an id', () => {
    expect(formName('search', '_r_1a_')).toBe('search-_r_1a_');
    expect(formName('form', '«r3»')).toBe('form-r3');
  });
});
