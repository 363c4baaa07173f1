import { Checkbox, Space, Tree } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CheckNode, allKeys, toTreeData } from './menu-check';

export interface TreeChecks {
  checked: number[];
  halfChecked: number[];
}

interface MenuTreeFieldProps {
  tree: CheckNode[];
  value: TreeChecks;
  onChange(value: TreeChecks): void;
  testId: string;
}

/** A checkable tree (parents and children linked) with "expand all" and "select all". */
export function MenuTreeField({ tree, value, onChange, testId }: MenuTreeFieldProps) {
  const { t } = useTranslation('role');
  const data = useMemo(() => toTreeData(tree), [tree]);
  const keys = useMemo(() => allKeys(tree), [tree]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const everything = keys.length > 0 && value.checked.length + value.halfChecked.length >= keys.length && value.halfChecked.length === 0;
  return (
    <div data-testid={testId}>
      <Space style={{ marginBottom: 8 }}>
        <Checkbox
          checked={expanded.length > 0 && expanded.length >= keys.length}
          onChange={(e) => setExpanded(e.target.checked ? keys : [])}
        >
          {t('action.expandAll')}
        </Checkbox>
        <Checkbox
          checked={everything}
          indeterminate={!everything && value.checked.length > 0}
          onChange={(e) => onChange(e.target.checked ? { checked: keys, halfChecked: [] } : { checked: [], halfChecked: [] })}
        >
          {t('action.checkAll')}
        </Checkbox>
      </Space>
      <div style={{ border: '1px solid rgba(127,127,127,0.25)', borderRadius: 6, padding: 8, maxHeight: 360, overflow: 'auto' }}>
        <Tree
          checkable
          selectable={false}
          treeData={data}
          expandedKeys={expanded}
          onExpand={setExpanded}
          checkedKeys={value.checked}
          onCheck={(checked, info) => {
            const list = Array.isArray(checked) ? checked : checked.checked;
            onChange({ checked: list.map(Number), halfChecked: (info.halfCheckedKeys ?? []).map(Number) });
          }}
        />
      </div>
    </div>
  );
}
