import { Card, Checkbox, Empty, Spin, type TableColumnsType } from 'antd';
import { Fragment, type Key, type ReactNode, isValidElement } from 'react';
import { useTranslation } from 'react-i18next';
import { onCard } from './column-fit';
import { columnKey } from './list-params';
import styles from './list-page.module.css';

type Column<Row> = TableColumnsType<Row>[number];

/** The rows ticked in a list, as a table or as cards. */
export interface Selection {
  selectedRowKeys: Key[];
  onChange(keys: Key[]): void;
}

/** Fields a card lists under its title. */
const CARD_FIELDS = 7;

/** The content of a column's cell for one row, as the table would draw it. */
function cellOf<Row extends object>(column: Column<Row>, row: Row, index: number): ReactNode {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  const value = typeof dataIndex === 'string' ? (row as Record<string, unknown>)[dataIndex] : undefined;
  const drawn = column.render ? column.render(value, row, index) : value;
  // A render may answer `{ children, props }` for cell spans: the card wants the children.
  if (drawn && typeof drawn === 'object' && !isValidElement(drawn) && 'children' in drawn) return drawn.children as ReactNode;
  return drawn as ReactNode;
}

const titleOf = <Row,>(column: Column<Row>): ReactNode => (typeof column.title === 'function' ? null : column.title);

interface ListCardsProps<Row> {
  rowKey: keyof Row & string;
  rows: readonly Row[];
  columns: TableColumnsType<Row>;
  loading: boolean;
  selection?: Selection;
}

/**
 * The rows of a list as cards on a phone: the first column as the title, the columns that also
 * show on tablets as label-value lines, the row's actions at the foot.
 */
export function ListCards<Row extends object>({ rowKey, rows, columns, loading, selection }: ListCardsProps<Row>) {
  const { t } = useTranslation('common');
  const actions = columns.find((c) => c.key === 'actions');
  const [title, ...rest] = columns.filter((c) => c !== actions && onCard(c));
  const fields = rest.slice(0, CARD_FIELDS);
  const toggle = (key: Key, checked: boolean) =>
    selection?.onChange(checked ? [...selection.selectedRowKeys, key] : selection.selectedRowKeys.filter((k) => k !== key));

  return (
    <Spin spinning={loading}>
      <div className={styles.cards} data-testid="list-cards">
        {rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} />}
        {rows.map((row, index) => {
          const key = row[rowKey] as Key;
          return (
            <Card
              key={key}
              size="small"
              data-testid="list-card"
              title={
                <div className={styles.cardTitle}>
                  {selection && (
                    <Checkbox
                      checked={selection.selectedRowKeys.includes(key)}
                      onChange={(e) => toggle(key, e.target.checked)}
                      aria-label={t('table.selectRow')}
                    />
                  )}
                  {title && cellOf(title, row, index)}
                </div>
              }
            >
              <dl className={styles.cardFields}>
                {fields.map((column, i) => (
                  <Fragment key={columnKey(column as { key?: unknown; dataIndex?: unknown }) ?? i}>
                    <dt>{titleOf(column)}</dt>
                    <dd>{cellOf(column, row, index)}</dd>
                  </Fragment>
                ))}
              </dl>
              {actions && <div className={styles.cardActions}>{cellOf(actions, row, index)}</div>}
            </Card>
          );
        })}
      </div>
    </Spin>
  );
}
