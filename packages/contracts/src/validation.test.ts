import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGS } from './i18n.js';
import { siteSaveSchema } from './point.js';
import { validate } from './validation.js';

const messagesOf = (schema: z.ZodType, input: unknown, lang: (typeof LANGS)[number]) => {
  const r = validate(schema, input, lang);
  return r.success ? [] : r.errors.map((e) => e.message);
};

const site = { siteName: 'A', orgId: 1, lng: 181, lat: 30 };

describe('validation sentences', () => {
  it('names the field and the bound in each language', () => {
    expect(messagesOf(siteSaveSchema, site, 'en')).toEqual(['Longitude must be at most 180']);
    expect(messagesOf(siteSaveSchema, site, 'zh')).toEqual(['经度不能大于 180']);
    expect(messagesOf(siteSaveSchema, site, 'es')).toEqual(['Longitud debe ser como máximo 180']);
    expect(messagesOf(siteSaveSchema, site, 'ja')).toEqual(['経度は 180 以下にしてください']);
    expect(messagesOf(siteSaveSchema, { ...site, lng: -181 }, 'en')).toEqual(['Longitude must be at least -180']);
  });

  it('turns every issue kind into a sentence without zod wording', () => {
    const schema = z.object({
      lng: z.number().max(180),
      lat: z.number().gt(0),
      phone: z.string().max(3),
      email: z.email(),
      url: z.url(),
      code: z.string().regex(/^[a-z]+$/),
      status: z.enum(['a', 'b']),
      kind: z.literal('x'),
      recipients: z.array(z.string()).max(1),
      capacity: z.number().int().multipleOf(5),
      remark: z.string().refine(() => false),
    });
    const input = {
      lng: 'x',
      lat: 0,
      phone: '12345',
      email: 'no',
      url: 'no',
      code: '1',
      status: 'c',
      kind: 'y',
      recipients: ['a', 'b'],
      capacity: 3,
      remark: '',
    };
    for (const lang of LANGS) {
      const all = messagesOf(schema, input, lang);
      expect(all).toHaveLength(11);
      for (const m of all) expect(m).not.toMatch(/Too (big|small)|expected (string|number)|Invalid input|>=|<=|无效输入|inválid|無効な/i);
    }
    expect(messagesOf(schema, input, 'en')).toEqual([
      'Longitude must be a number',
      'Latitude must be greater than 0',
      'Phone must be at most 3 characters long',
      'Email must be a valid email address',
      'url must be a valid web address (URL)',
      'Verification code is not in the expected format',
      'Status must be one of: a, b',
      'kind must be x',
      'Alarm recipients may have at most 1 items',
      'capacity must be a multiple of 5',
      'Remark is not valid',
    ]);
  });

  it('reads a custom rule as a predicate after the label', () => {
    expect(messagesOf(siteSaveSchema, { siteName: 'A', orgId: 1, lng: 120 }, 'en')).toEqual([
      'Latitude must be given together with the longitude (both or neither)',
    ]);
    expect(messagesOf(siteSaveSchema, { siteName: '', orgId: 1 }, 'zh')).toEqual(['点位名称不能为空']);
  });
});
