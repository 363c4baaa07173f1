import { ColumnHeightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Empty, Grid, Pagination, Table, type TableColumnsType, type TableProps, Tooltip } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request-error';
import { ColumnSettings } from './ColumnSettings';
import { ListCards, type Selection } from './ListCards';
import { columnKey, readHidden, seedHidden, writeHidden } from './list-params';
import type { ListQuery } from './use-list-query';
import styles from './list-page.module.css';

type Density = NonNullable<TableProps['size']>;

interface ListTableProps<Row, F> {
  /** Names the table in the saved column settings (`list-columns:<tableId>`). */
  tableId: string;
  rowKey: keyof Row & string;
  query: ListQuery<Row, F>;
  /** antd columns: `key` is the server's sort field where `sorter: true`. */
  columns: TableColumnsType<Row>;
  selection?: Selection;
  /** Buttons left of the table chrome (Add, Delete selected, Export, Import…). */
  toolbar?: ReactNode;
  scrollX?: number;
  /** Column keys hidden until the person shows them in the column settings. */
  defaultHidden?: readonly string[];
}

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The table of a list screen: server paging and sorting, selection, column settings, density, refresh.
 * Below 576 px the rows are cards; columns of a lower priority give way on narrower windows.
 */
export function ListTable<Row extends object, F>({
  tableId,
  rowKey,
  query,
  columns,
  selection,
  toolbar,
  scrollX,
  defaultHidden = [],
}: ListTableProps<Row, F>) {
  const { t } = useTranslation('common');
  const phone = Grid.useBreakpoint().xs === true;
  const [hidden, setHidden] = useState<string[]>(() => {
    seedHidden(storage(), tableId, defaultHidden);
    return readHidden(storage(), tableId);
  });
  const [density, setDensity] = useState<Density>('middle');

  const settingColumns = useMemo(
    () =>
      columns.flatMap((c) => {
        const key = columnKey(c as { key?: unknown; dataIndex?: unknown });
        return key ? [{ key, title: c.title as ReactNode }] : [];
      }),
    [columns],
  );

  const shown = useMemo(() => {
    const sort = query.state.sort;
    return columns
      .filter((c) => {
        const key = columnKey(c as { key?: unknown; dataIndex?: unknown });
        return !key || !hidden.includes(key);
      })
      .map((c) => {
        if (!c.sorter) return c;
        const key = columnKey(c as { key?: unknown; dataIndex?: unknown });
        const sortOrder = sort && sort.field === key ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null;
        return { ...c, sortOrder } as (typeof columns)[number];
      });
  }, [columns, hidden, query.state.sort]);

  const pagination = {
    current: query.state.page,
    pageSize: query.state.limit,
    total: query.total,
    showTotal: (total: number) => t(query.totalEstimated ? 'table.totalAbout' : 'table.total', { count: total }),
  };

  const changeHidden = (next: string[]) => {
    setHidden(next);
    writeHidden(storage(), tableId, next);
  };

  return (
    <div data-testid={`list-table-${tableId}`}>
      <div className={phone ? `${styles.toolbar} ${styles.toolbarPhone}` : styles.toolbar}>
        <div className={styles.toolbarLeft}>
          {toolbar}
          {selection && selection.selectedRowKeys.length > 0 && (
            <span>{t('table.selected', { count: selection.selectedRowKeys.length })}</span>
          )}
        </div>
        <div className={styles.toolbarLeft}>
          <Tooltip title={t('action.refresh')}>
            <Button icon={<ReloadOutlined />} onClick={query.refetch} aria-label={t('action.refresh')} data-testid="table-refresh" />
          </Tooltip>
          {!phone && (
            <Dropdown
              trigger={['click']}
              menu={{
                selectable: true,
                selectedKeys: [density],
                onClick: ({ key }) => setDensity(key as Density),
                items: [
                  { key: 'large', label: t('table.densityLarge') },
                  { key: 'middle', label: t('table.densityMiddle') },
                  { key: 'small', label: t('table.densitySmall') },
                ],
              }}
            >
              <Tooltip title={t('table.density')}>
                <Button icon={<ColumnHeightOutlined />} aria-label={t('table.density')} />
              </Tooltip>
            </Dropdown>
          )}
          <ColumnSettings columns={settingColumns} hidden={hidden} onChange={changeHidden} />
        </div>
      </div>
      {query.error ? (
        <Alert
          type="error"
          showIcon
          data-testid="list-load-error"
          title={t('table.loadFailed')}
          // A refused ask (a page too deep, a filter out of range) says why; other failures are retried.
          description={query.error instanceof RequestError && query.error.status === 400 ? query.error.message : undefined}
          action={
            <Button size="small" onClick={query.refetch}>
              {t('table.retry')}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {phone ? (
        <>
          <ListCards<Row> rowKey={rowKey} rows={query.rows} columns={shown} loading={query.loading} selection={selection} />
          <Pagination className={styles.pager} size="small" {...pagination} onChange={(page, limit) => query.setPage(page, limit)} />
        </>
      ) : (
        <Table<Row>
          className={styles.table}
          rowKey={rowKey}
          size={density}
          columns={shown}
          dataSource={query.rows}
          loading={query.loading}
          onChange={query.onTableChange}
          scroll={{ x: scrollX ?? 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} /> }}
          rowSelection={
            selection
              ? { selectedRowKeys: selection.selectedRowKeys, onChange: (keys) => selection.onChange(keys), preserveSelectedRowKeys: false }
              : undefined
          }
          pagination={{ ...pagination, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }}
        />
      )}
    </div>
  );
}
