import { Table, type TableColumnsType } from 'antd';
import { type Key, useState } from 'react';

/**
 * Which rows of a tree table are open: every parent (`openAll`) or none, until the person opens or
 * closes one; `reset` goes back to that (a new search, another tree). `table` goes to the TreeTable.
 */
export function useTreeExpansion<Row>(tree: Row[], parents: Key[], openAll: boolean) {
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const expandedKeys = expanded ?? (openAll ? parents : []);
  return {
    table: { tree, expandedKeys, onExpand: setExpanded },
    expandedKeys,
    set: setExpanded,
    reset: () => setExpanded(null),
  };
}

interface TreeTableProps<Row> {
  rowKey: keyof Row & string;
  /** The top rows, each with its `children`. */
  tree: Row[];
  columns: TableColumnsType<Row>;
  /** The query of the rows: the table shows a spinner while it fetches. */
  query: { isFetching: boolean };
  /** The rows shown open (see useTreeExpansion). */
  expandedKeys: Key[];
  onExpand(keys: Key[]): void;
  scrollX: number;
  testId: string;
}

/** A whole tree of rows in one table, without pages: the rows open and close as the page says. */
export function TreeTable<Row extends object>({
  rowKey,
  tree,
  columns,
  query,
  expandedKeys,
  onExpand,
  scrollX,
  testId,
}: TreeTableProps<Row>) {
  return (
    <Table<Row>
      rowKey={rowKey}
      size="middle"
      loading={query.isFetching}
      columns={columns}
      dataSource={tree}
      pagination={false}
      scroll={{ x: scrollX }}
      expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => onExpand([...keys]) }}
      data-testid={testId}
    />
  );
}
