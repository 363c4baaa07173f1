import { describe, expect, it } from 'vitest';
import { COLUMN_DEFAULTS_PREFIX, COLUMN_STORAGE_PREFIX, readHidden, seedHidden, writeHidden } from './list-params';
import type { ScreenColumn } from './screen';
import { defaultHiddenKeys, filtersToParams, searchFields } from './screen-search';

interface Row {
  id: number;
  name: string;
  status: number;
  createTime: string;
}

const columns: ScreenColumn<Row>[] = [
  { key: 'orgId', label: 'org', searchOnly: true, search: 'org' },
  { key: 'id', label: 'id', sortable: true },
  { key: 'name', label: 'name', search: 'text' },
  { key: 'status', label: 'status', hidden: true, search: { type: 'dict', dict: 'sys_normal_disable', numeric: true } },
  {
    key: 'createTime',
    label: 'created',
    search: { type: 'dateRange', name: 'createRange', label: 'range', from: 'beginTime', to: 'endTime' },
  },
];

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('screen definition', () => {
  it('turns searchable columns into filters in column order, named and labelled by the column unless told', () => {
    expect(searchFields(columns)).toEqual([
      { name: 'orgId', label: 'org', type: 'org' },
      { name: 'name', label: 'name', type: 'text' },
      { name: 'status', label: 'status', type: 'dict', dict: 'sys_normal_disable', numeric: true },
      { name: 'createRange', label: 'range', type: 'dateRange', from: 'beginTime', to: 'endTime' },
    ]);
  });

  it('orders the filters as the screen asks, the rest after in column order', () => {
    expect(searchFields(columns, ['status', 'name']).map((f) => f.name)).toEqual(['status', 'name', 'orgId', 'createRange']);
  });

  it('sends a date range as its two parameters', () => {
    const toParams = filtersToParams(searchFields(columns))!;
    const day = (s: string) => ({ format: () => s });
    expect(toParams({ name: 'a', createRange: [day('2026-01-01'), day('2026-01-31')] })).toEqual({
      name: 'a',
      beginTime: '2026-01-01',
      endTime: '2026-01-31',
    });
    expect(filtersToParams(searchFields(columns.slice(0, 3)))).toBeUndefined();
  });

  it('lists the default-hidden columns, not the search-only ones', () => {
    expect(defaultHiddenKeys(columns)).toEqual(['status']);
  });

  it('stores default-hidden columns once, then keeps the person’s choice', () => {
    const storage = memoryStorage();
    seedHidden(storage, 't', ['status']);
    expect(readHidden(storage, 't')).toEqual(['status']);
    expect(storage.items.get(COLUMN_DEFAULTS_PREFIX + 't')).toBe('1');
    writeHidden(storage, 't', []);
    seedHidden(storage, 't', ['status']);
    expect(readHidden(storage, 't')).toEqual([]);
    expect(storage.items.has(COLUMN_STORAGE_PREFIX + 't')).toBe(false);
  });

  it('writes nothing for a table without default-hidden columns', () => {
    const storage = memoryStorage();
    seedHidden(storage, 't', []);
    expect(storage.items.size).toBe(0);
  });
});
