import { dictDataSchema, dictTypeSchema } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { findEntry, tagColor } from '../dict-tag/list-class';
import { stampedName } from './download';
import {
  cleanFilters,
  columnKey,
  exportParams,
  listParams,
  readHidden,
  sortFromSorter,
  splitRange,
  toPage,
  writeHidden,
} from './list-params';
import { formLevelErrors, toFormErrors, validateForm, zodRule } from './zod-form';

describe('list parameters', () => {
  const state = {
    filters: { dictName: '  cup ', dictType: '', status: 0, x: null },
    page: 3,
    limit: 20,
    sort: { field: 'dictId', direction: 'desc' as const },
  };

  it('sends trimmed, non-blank filters, paging and sorting', () => {
    expect(listParams(state)).toEqual({ dictName: 'cup', status: 0, page: 3, limit: 20, orderByColumn: 'dictId', isAsc: 'desc' });
  });

  it('goes to the next page by the shown page’s cursor, and by number to any other', () => {
    const next = toPage(state, 4, 20, 'abc');
    expect(listParams(next)).toMatchObject({ page: 4, limit: 20, cursor: 'abc' });
    expect(exportParams(next)).not.toHaveProperty('cursor');
    expect(toPage(next, 3, 20, 'def').cursor).toBeUndefined();
    expect(toPage(state, 9, 20, 'abc').cursor).toBeUndefined();
    expect(toPage(state, 4, 50, 'abc').cursor).toBeUndefined();
    expect(toPage(state, 4, 20, undefined).cursor).toBeUndefined();
    expect(listParams(toPage(state, 9, 20, 'abc'))).not.toHaveProperty('cursor');
  });

  it('exports the same filters and sort without paging', () => {
    expect(exportParams(state)).toEqual({ dictName: 'cup', status: 0, orderByColumn: 'dictId', isAsc: 'desc' });
  });

  it('formats date-like values and splits a range', () => {
    const day = (s: string) => ({ format: () => s });
    expect(cleanFilters({ d: day('2026-01-02'), e: [] })).toEqual({ d: '2026-01-02' });
    expect(splitRange({ a: 1, r: [day('2026-01-01'), day('2026-01-31')] }, 'r', 'beginTime', 'endTime')).toEqual({
      a: 1,
      beginTime: '2026-01-01',
      endTime: '2026-01-31',
    });
    expect(splitRange({ a: 1, r: null }, 'r', 'b', 'e')).toEqual({ a: 1 });
  });

  it('reads antd sorter events by column key', () => {
    expect(sortFromSorter({ columnKey: 'createTime', order: 'ascend' })).toEqual({ field: 'createTime', direction: 'asc' });
    expect(sortFromSorter({ field: 'dictSort', order: 'descend' })).toEqual({ field: 'dictSort', direction: 'desc' });
    expect(sortFromSorter({ columnKey: 'x', order: undefined })).toBeNull();
    expect(sortFromSorter([{ columnKey: 'a', order: 'ascend' }])).toEqual({ field: 'a', direction: 'asc' });
  });
});

describe('column settings storage', () => {
  it('keeps hidden columns per table and survives bad data', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    writeHidden(storage, 't1', ['remark']);
    expect(readHidden(storage, 't1')).toEqual(['remark']);
    expect(readHidden(storage, 't2')).toEqual([]);
    store.set('list-columns:t3', '{bad');
    expect(readHidden(storage, 't3')).toEqual([]);
    writeHidden(storage, 't1', []);
    expect(store.has('list-columns:t1')).toBe(false);
    expect(columnKey({ dataIndex: ['a', 'b'] })).toBe('a.b');
  });
});

describe('forms validated with the shared schema', () => {
  it('gives the same localised messages as the server, mapped to form fields', () => {
    const r = validateForm(
      dictDataSchema,
      { dictType: 'x', dictLabel: '', dictValue: 'v', dictSort: 10001, labels: { zh: 'z'.repeat(101) } },
      'zh',
    );
    expect(r.success).toBe(false);
    if (r.success) return;
    const fields = toFormErrors(r.errors);
    expect(fields.map((f) => f.name)).toEqual([['dictLabel'], ['dictSort'], ['labels', 'zh']]);
    expect(fields[0]!.errors[0]).toBe('数据标签不能为空');
  });

  it('blank sort becomes 100', () => {
    const r = validateForm(dictDataSchema, { dictType: 'x', dictLabel: 'l', dictValue: 'v', dictSort: null }, 'en');
    expect(r.success && r.data.dictSort).toBe(100);
  });

  it('errors of fields the form does not show go above the form', () => {
    expect(
      formLevelErrors(
        [
          { field: 'dictType', message: 'a' },
          { field: 'labels.zh', message: 'b' },
          { field: '', message: 'c' },
        ],
        ['labels'],
      ),
    ).toEqual(['a', 'c']);
  });

  it('checks one field while typing', async () => {
    const rule = zodRule(dictTypeSchema, 'dictType', 'en');
    await expect(rule.validator(null, 'cup_size')).resolves.toBeUndefined();
    await expect(rule.validator(null, '9cup')).rejects.toThrow('Dictionary type must start with a letter');
    await expect(rule.validator(null, '')).rejects.toThrow('Dictionary type is required');
  });
});

describe('dictionary tags', () => {
  it('maps listClass to tag colours and finds values given as numbers', () => {
    expect(tagColor('danger')).toBe('error');
    expect(tagColor('default')).toBeUndefined();
    expect(tagColor('nonsense')).toBeUndefined();
    const entries = [{ dictValue: '0', dictLabel: 'Normal' }] as never[];
    expect(findEntry(entries, 0)).toMatchObject({ dictLabel: 'Normal' });
    expect(findEntry(entries, null)).toBeUndefined();
  });

  it('names export files with a timestamp', () => {
    expect(stampedName('dict_data', new Date(2026, 0, 2, 3, 4, 5))).toBe('dict_data_20260102030405.xlsx');
  });
});
