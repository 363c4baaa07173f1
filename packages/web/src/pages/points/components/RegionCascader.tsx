import { POINT_API, type Region } from '@vr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader, type CascaderProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../../api/request';

export interface RegionCascaderProps extends Omit<CascaderProps, 'options' | 'value' | 'onChange' | 'multiple' | 'loadData'> {
  /** The chosen region's id (any level). */
  value?: number | null;
  onChange?: (value: number | undefined, path?: Region[]) => void;
  /** Unused (regions are shared); accepted so every point select has the same props. */
  orgId?: number | null;
}

interface RegionOption {
  value: number;
  label: string;
  isLeaf: boolean;
  region: Region;
  children?: RegionOption[];
}

/** Regions by the list call's filters: the children of a parent, or what a picker needs to open at a region. */
export async function fetchRegions(params: { parentId?: number; openTo?: number }): Promise<Region[]> {
  return (await get<Region[]>(POINT_API.regionList, params, { silent: true })).data ?? [];
}

/** The chain from the country down to `id`, out of rows that hold it (an `openTo` answer). */
export function chainTo(rows: Region[], id: number): Region[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain: Region[] = [];
  for (let r = byId.get(id); r; r = r.parentId ? byId.get(r.parentId) : undefined) chain.unshift(r);
  return chain;
}

/** Options of a cascader out of flat rows: roots are the countries, children where they were loaded. */
function toOptions(rows: Region[]): RegionOption[] {
  const byParent = new Map<number, Region[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const build = (parentId: number): RegionOption[] =>
    (byParent.get(parentId) ?? []).map((region) => ({
      value: region.id,
      label: region.name,
      isLeaf: !region.hasChildren,
      region,
      ...(byParent.has(region.id) ? { children: build(region.id) } : {}),
    }));
  return build(0);
}

function withChildren(options: RegionOption[], parentId: number, children: RegionOption[]): RegionOption[] {
  return options.map((o) =>
    o.value === parentId ? { ...o, children } : o.children ? { ...o, children: withChildren(o.children, parentId, children) } : o,
  );
}

function pathTo(options: RegionOption[], id: number): RegionOption[] | undefined {
  for (const o of options) {
    if (o.value === id) return [o];
    const below = o.children ? pathTo(o.children, id) : undefined;
    if (below) return [o, ...below];
  }
  return undefined;
}

/**
 * A region picker fed by the server one level at a time (the countries first, then the children
 * of what is opened); any level may be chosen (a district usually). Value = region id.
 */
export function RegionCascader({ value, onChange, orgId: _orgId, ...rest }: RegionCascaderProps) {
  const { t, i18n } = useTranslation('points');
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [loading, setLoading] = useState(false);
  /** The value the options were last opened at (0: the countries alone), so an unknown id is asked once. */
  const openedAt = useRef<number | undefined>(undefined);
  const known = useMemo(() => (value ? pathTo(options, value) : undefined), [options, value]);

  useEffect(() => {
    const at = value ?? 0;
    if (known || openedAt.current === at || (!value && openedAt.current !== undefined)) return;
    openedAt.current = at;
    let live = true;
    let done = false;
    setLoading(true);
    void queryClient
      .fetchQuery({
        queryKey: ['regions', i18n.language, 'open', at],
        queryFn: () => fetchRegions(at ? { openTo: at } : { parentId: 0 }),
        staleTime: Infinity,
      })
      .then((rows) => live && setOptions(toOptions(rows)))
      .finally(() => {
        done = true;
        if (live) setLoading(false);
      });
    return () => {
      live = false;
      // Torn down before the answer came: the next run asks again.
      if (!done) openedAt.current = undefined;
    };
  }, [value, known, queryClient, i18n.language]);

  const loadData = async (selected: RegionOption[]) => {
    const parent = selected[selected.length - 1];
    if (!parent) return;
    const rows = await queryClient.fetchQuery({
      queryKey: ['regions', i18n.language, 'children', parent.value],
      queryFn: () => fetchRegions({ parentId: parent.value }),
      staleTime: Infinity,
    });
    setOptions((current) => withChildren(current, parent.value, toOptions(rows.map((r) => ({ ...r, parentId: 0 })))));
  };

  return (
    <Cascader
      data-testid="region-cascader"
      changeOnSelect
      allowClear
      showSearch
      loading={loading}
      placeholder={t('select.region')}
      {...(rest as object)}
      options={options as unknown as CascaderProps['options']}
      loadData={loadData as unknown as CascaderProps['loadData']}
      value={known?.map((o) => o.value) as unknown as CascaderProps['value']}
      onChange={(ids: unknown) => {
        const list = (ids as number[] | undefined) ?? [];
        const last = list[list.length - 1];
        onChange?.(last, last ? pathTo(options, last)?.map((o) => o.region) : undefined);
      }}
    />
  );
}
