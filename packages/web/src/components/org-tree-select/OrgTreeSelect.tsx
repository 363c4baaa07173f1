import { ORG_DEFAULT_EXPANDED_KEYS } from '@vr/contracts';
import { Button, Spin, TreeSelect } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AntTreeNode, defaultExpanded, toAntTree } from './org-tree';
import { orgNameOf, useDebounced, useOrgTree } from './use-org-tree';

type OrgValue = number | number[];

export interface OrgTreeSelectProps {
  /** The chosen orgId (or orgIds with `multiple`); what a Form.Item hands in. */
  value?: OrgValue | null;
  onChange?: (value: OrgValue | undefined) => void;
  multiple?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  /** Nodes shown but not choosable (e.g. a node being moved and its own subtree). */
  disabledIds?: ReadonlySet<number>;
  id?: string;
  style?: CSSProperties;
}

interface LabeledValue {
  value: number;
  label: string;
}

function markDisabled(nodes: AntTreeNode[], disabled?: ReadonlySet<number>): Array<AntTreeNode & { disabled?: boolean }> {
  if (!disabled?.size) return nodes;
  return nodes.map((n) => ({
    ...n,
    ...(disabled.has(n.value) ? { disabled: true } : {}),
    ...(n.children ? { children: markDisabled(n.children, disabled) } : {}),
  }));
}

/**
 * The organisation select of every screen: the caller's organisation tree from
 * GET /api/Org/tree/v2, searched on the server 800 ms after the last key, 50 matches a page with
 * "load more", keys 1 and 3 expanded at first. The value is the orgId.
 */
export function OrgTreeSelect({
  value,
  onChange,
  multiple = false,
  placeholder,
  allowClear = true,
  disabled,
  disabledIds,
  id,
  style,
}: OrgTreeSelectProps) {
  const { t } = useTranslation('org');
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const { tree, hasMore, loading, loadMore, ids } = useOrgTree(search);
  const [expanded, setExpanded] = useState<Array<string | number> | null>(null);

  const treeData = useMemo(() => markDisabled(toAntTree(tree), disabledIds), [tree, disabledIds]);
  const expandedKeys = search ? ids : (expanded ?? defaultExpanded(tree, ORG_DEFAULT_EXPANDED_KEYS));

  const label = (v: number): LabeledValue => ({ value: v, label: orgNameOf(v) ?? String(v) });
  const labeled = value === undefined || value === null ? undefined : Array.isArray(value) ? value.map(label) : label(value);

  function change(next: LabeledValue | LabeledValue[] | undefined) {
    if (next === undefined || next === null) onChange?.(undefined);
    else if (Array.isArray(next)) onChange?.(next.map((v) => v.value));
    else onChange?.(next.value);
  }

  return (
    <TreeSelect<LabeledValue | LabeledValue[]>
      id={id}
      style={{ width: '100%', ...style }}
      value={labeled}
      onChange={change}
      labelInValue
      multiple={multiple}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder ?? t('placeholder')}
      treeData={treeData}
      treeExpandedKeys={expandedKeys}
      onTreeExpand={(keys) => {
        if (!search) setExpanded(keys as Array<string | number>);
      }}
      showSearch={{ searchValue: input, onSearch: setInput, filterTreeNode: false, autoClearSearchValue: true }}
      notFoundContent={loading ? <Spin size="small" /> : t('noMatch')}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 280, maxWidth: 480 } } }}
      popupRender={(menu) => (
        <>
          {menu}
          {hasMore && (
            <Button type="link" size="small" block loading={loading} onClick={loadMore} onMouseDown={(e) => e.preventDefault()}>
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    />
  );
}
