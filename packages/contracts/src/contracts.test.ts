import { describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import { $ZodType } from 'zod/v4/core';
import {
  AUDIT_ACTIONS,
  hasAnyPermission,
  isMessageKey,
  httpStatusFor,
  LANGS,
  loginSchema,
  matchLang,
  message,
  normalizeLang,
  ORDER_ITEM_STATUS,
  ORDER_STATUS,
  PAY_STATUS,
  pick,
  REFUND_STATUS,
  statusOfCode,
  validate,
} from './index.js';

describe('languages', () => {
  it('matches header and browser languages to ours', () => {
    expect(matchLang('es-ES')).toBe('es');
    expect(matchLang('zh_CN')).toBe('zh');
    expect(matchLang('fr-FR, ja;q=0.8')).toBe('ja');
    expect(matchLang('fr')).toBeUndefined();
    expect(normalizeLang(undefined)).toBe('en');
  });

  it('formats messages with parameters in each language', () => {
    expect(message('accountLocked', 'en', { minutes: 10 })).toBe('Too many failed attempts: the account is locked for 10 minutes.');
    expect(message('repeatSubmit', 'en')).toBe('The data is being processed. Please do not submit repeatedly.');
  });
});

describe('validation messages', () => {
  it('names the field and the rule in the chosen language', () => {
    const r = validate(loginSchema, { username: 'a', password: 'abc' }, 'en');
    expect(r).toEqual({ success: false, errors: [{ field: 'password', message: 'Password must be at least 4 characters long' }] });
  });

  it('says "required" for a missing or empty value', () => {
    const r = validate(loginSchema, { username: '   ', password: 'abcd' }, 'zh');
    expect(r).toEqual({ success: false, errors: [{ field: 'username', message: '账号不能为空' }] });
  });

  it('trims the username', () => {
    const r = validate(loginSchema, { username: ' admin ', password: 'abcd' }, 'en');
    expect(r.success && r.data.username).toBe('admin');
  });

  it('writes the login schema with zod/mini, which the sign-in page can load without the rest of zod', () => {
    expect(loginSchema).toBeInstanceOf($ZodType);
    expect(loginSchema).not.toBeInstanceOf(ZodType);
  });

  it('defaults the code and uuid, trims them and caps their length', () => {
    expect(validate(loginSchema, { username: 'a', password: 'abcd' }, 'en')).toEqual({
      success: true,
      data: { username: 'a', password: 'abcd', code: '', uuid: '' },
    });
    expect(validate(loginSchema, { username: 'a', password: 'abcd', code: ' ab12 ', uuid: ' u ' }, 'en')).toMatchObject({
      data: { code: 'ab12', uuid: 'u' },
    });
    const long = validate(loginSchema, { username: 'a', password: 'abcd', code: 'x'.repeat(17) }, 'es');
    expect(long).toEqual({
      success: false,
      errors: [{ field: 'code', message: 'Código de verificación debe tener como máximo 16 caracteres' }],
    });
  });
});

describe('permissions and statuses', () => {
  it('any listed permission or the wildcard passes', () => {
    expect(hasAnyPermission(['a:b:c'], ['x', 'a:b:c'])).toBe(true);
    expect(hasAnyPermission(['*:*:*'], ['x'])).toBe(true);
    expect(hasAnyPermission(['a:b:c'], ['x'])).toBe(false);
  });

  it('mirrors 401/403/404/500 as HTTP statuses and answers 200 otherwise', () => {
    expect([401, 403, 404, 500, 400, 601, 1001].map(httpStatusFor)).toEqual([401, 403, 404, 500, 200, 200, 200]);
  });
});

describe('paging', () => {
  it('reads page/limit and the start, pageNum and pageSize aliases', async () => {
    const { resolvePaging, listParamsSchema } = await import('./list.js');
    expect(resolvePaging(listParamsSchema.parse({ page: '3', limit: '20' }))).toEqual({ offset: 40, limit: 20, sort: null });
    expect(resolvePaging(listParamsSchema.parse({ start: '15', limit: '5' }))).toEqual({ offset: 15, limit: 5, sort: null });
    expect(resolvePaging(listParamsSchema.parse({ pageNum: '2', pageSize: '50', orderByColumn: 'name', isAsc: 'descending' }))).toEqual({
      offset: 50,
      limit: 50,
      sort: { field: 'name', direction: 'desc' },
    });
    expect(listParamsSchema.safeParse({ limit: '1001' }).success).toBe(false);
  });
});

describe('order status codes', () => {
  it('reads the codes machines send: 5 completed, 10 dispense failed, 11 partly dispensed', () => {
    expect(ORDER_STATUS.completed.code).toBe(5);
    expect(ORDER_STATUS.dispenseFailed.code).toBe(10);
    expect(ORDER_STATUS.partlyDispensed.code).toBe(11);
    expect(statusOfCode(ORDER_STATUS, 10)?.labels.en).toBe('Dispense failed');
    expect(pick(statusOfCode(ORDER_STATUS, 11)!.labels, 'zh')).toBe('部分出货');
    expect(statusOfCode(ORDER_STATUS, 7)).toBeUndefined();
  });

  it('gives every status a unique code and a label in every language', () => {
    for (const statuses of [ORDER_STATUS, ORDER_ITEM_STATUS, PAY_STATUS, REFUND_STATUS]) {
      const codes = Object.values(statuses).map((s) => s.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const s of Object.values(statuses)) for (const lang of LANGS) expect(s.labels[lang]).toMatch(/\S/);
    }
  });
});

describe('operation-log actions', () => {
  it('each has its label among the messages (an area declaring one writes `audit.action.<action>`)', () => {
    expect(Object.keys(AUDIT_ACTIONS).filter((action) => !isMessageKey(`audit.action.${action}`))).toEqual([]);
  });
});
