import { POINT_API, type RegionNode } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Cascader, type CascaderProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../../api/request';

export interface RegionCascaderProps extends Omit<CascaderProps, 'options' | 'value' | 'onChange' | 'multiple'> {
  /** The chosen region's id (any level). */
  value?: number | null;
  onChange?: (value: number | undefined, path?: RegionNode[]) => void;
  /** Unused (regions are shared); accepted so every point select has the same props. */
  orgId?: number | null;
}

/** The region tree (country → province → city → district), loaded once per session. */
export function useRegionMap() {
  return useQuery({
    queryKey: ['region-map'],
    queryFn: async () => (await get<RegionNode[]>(POINT_API.regionMap, undefined, { silent: true })).data ?? [],
    staleTime: Infinity,
  });
}

function pathTo(nodes: RegionNode[], id: number): RegionNode[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below) return [node, ...below];
  }
  return undefined;
}

/** A region picker fed by the server; any level may be chosen (a district usually). Value = region id. */
export function RegionCascader({ value, onChange, orgId: _orgId, ...rest }: RegionCascaderProps) {
  const { t } = useTranslation('points');
  const { data, isLoading } = useRegionMap();
  const tree = useMemo(() => data ?? [], [data]);
  const path = useMemo(() => (value ? pathTo(tree, value)?.map((n) => n.id) : undefined), [tree, value]);
  return (
    <Cascader
      data-testid="region-cascader"
      changeOnSelect
      allowClear
      showSearch
      loading={isLoading}
      placeholder={t('select.region')}
      fieldNames={{ label: 'name', value: 'id', children: 'children' }}
      {...(rest as object)}
      options={tree as unknown as CascaderProps['options']}
      value={path as unknown as CascaderProps['value']}
      onChange={(ids: unknown) => {
        const list = (ids as number[] | undefined) ?? [];
        const last = list[list.length - 1];
        onChange?.(last, last ? pathTo(tree, last) : undefined);
      }}
    />
  );
}
