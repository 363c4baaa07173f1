import { ORG_DEFAULT_EXPANDED_KEYS } from '@vr/contracts';
import { Button, Empty, Input, Spin, Tree } from 'antd';
import { type CSSProperties, type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultExpanded, toAntTree } from './org-tree';
import { useDebounced, useOrgTree } from './use-org-tree';

export interface OrgTreeProps {
  /** The selected orgId; undefined means all organisations. */
  value?: number;
  /** Clicking the selected node again clears the choice. */
  onChange?: (orgId: number | undefined) => void;
  style?: CSSProperties;
}

/**
 * The side-panel variant for list screens filtering by organisation: a search box (800 ms
 * debounce, server-side) over the caller's organisation tree, 50 matches a page.
 */
export function OrgTree({ value, onChange, style }: OrgTreeProps) {
  const { t } = useTranslation('org');
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const { tree, hasMore, loading, loadMore, ids } = useOrgTree(search);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const treeData = useMemo(() => toAntTree(tree), [tree]);
  const expandedKeys = search ? ids : (expanded ?? defaultExpanded(tree, ORG_DEFAULT_EXPANDED_KEYS));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, ...style }} data-testid="org-tree">
      <Input.Search allowClear placeholder={t('search')} value={input} onChange={(e) => setInput(e.target.value)} onSearch={setInput} />
      <Spin spinning={loading && tree.length === 0}>
        {tree.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMatch')} />
        ) : (
          <Tree
            blockNode
            treeData={treeData}
            expandedKeys={expandedKeys}
            onExpand={(keys) => {
              if (!search) setExpanded(keys);
            }}
            selectedKeys={value === undefined ? [] : [value]}
            onSelect={(keys) => onChange?.(keys.length ? Number(keys[0]) : undefined)}
          />
        )}
      </Spin>
      {hasMore && (
        <Button type="link" size="small" loading={loading} onClick={loadMore}>
          {t('loadMore')}
        </Button>
      )}
    </div>
  );
}
