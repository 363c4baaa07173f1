import { EyeOutlined } from '@ant-design/icons';
import { CLIENT_ERROR_API, CLIENT_ERROR_PERMS, CLIENT_ERROR_SOURCES, type ClientErrorRow, type ClientErrorSource } from '@vr/contracts';
import { DatePicker, Descriptions, Form, Input, Modal, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del } from '../../../api/request';

import {
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  splitRange,
  useDeleteAction,
  useListQuery,
  BatchDeleteButton,
} from '../../../components/list-page';
import { formatDateTime } from '../../../utils/format';
import { RetentionHint } from '../log-retention/RetentionHint';

type Filters = { username?: string; source?: ClientErrorSource; range?: unknown };
const toParams = (f: Filters) => splitRange(f, 'range', 'beginTime', 'endTime');

const SOURCE_COLORS: Record<ClientErrorSource, string> = { boundary: 'red', window: 'orange', promise: 'purple' };

const preStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12 } as const;

/** System → Client error log: errors the browsers of signed-in users reported (newest first). */
export default function ClientErrorPage() {
  const { t } = useTranslation(['clientError', 'common']);
  const [searchForm] = Form.useForm<Filters>();
  const query = useListQuery<ClientErrorRow, Filters>({ key: 'client-error', url: CLIENT_ERROR_API.list, toParams });
  const [selected, setSelected] = useState<Key[]>([]);
  const [viewing, setViewing] = useState<ClientErrorRow | null>(null);
  const { refetch } = query;
  const remove = useCallback((ids: Key[]) => del(`${CLIENT_ERROR_API.remove}/${ids.join(',')}`), []);
  const afterDelete = useCallback(() => {
    setSelected([]);
    refetch();
  }, [refetch]);
  const confirmDelete = useDeleteAction({ remove, onDone: afterDelete });

  const columns = useMemo<TableColumnsType<ClientErrorRow>>(
    () => [
      {
        title: t('clientError:field.time'),
        dataIndex: 'createdAt',
        key: 'createdAt',
        sorter: true,
        width: 180,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: t('clientError:field.source'),
        dataIndex: 'source',
        key: 'source',
        sorter: true,
        width: 150,
        render: (v: ClientErrorSource) => <Tag color={SOURCE_COLORS[v]}>{t(`clientError:source.${v}`)}</Tag>,
      },
      { title: t('clientError:field.message'), dataIndex: 'message', key: 'message', ellipsis: true, width: 360 },
      {
        title: t('clientError:field.user'),
        dataIndex: 'username',
        key: 'username',
        sorter: true,
        width: 180,
        render: (_: unknown, row) => (row.employeeName ? `${row.employeeName} (${row.username ?? ''})` : (row.username ?? '')),
      },
      { title: t('clientError:field.org'), dataIndex: 'orgName', key: 'orgName', width: 180, ellipsis: true },
      { title: t('clientError:field.url'), dataIndex: 'url', key: 'url', width: 240, ellipsis: true },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 170,
        render: (_, row) => (
          <RowActions
            actions={[
              { key: 'view', label: t('common:action.view'), icon: <EyeOutlined />, onClick: () => setViewing(row) },
              {
                key: 'delete',
                permission: CLIENT_ERROR_PERMS.remove,
                onClick: () => confirmDelete([row.id]),
              },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete],
  );

  const details = (row: ClientErrorRow) => (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('clientError:field.message')}>
        <pre style={preStyle}>{row.message}</pre>
      </Descriptions.Item>
      <Descriptions.Item label={t('clientError:field.time')}>{formatDateTime(row.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('clientError:field.url')}>{row.url}</Descriptions.Item>
      <Descriptions.Item label={t('clientError:field.userAgent')}>{row.userAgent}</Descriptions.Item>
      <Descriptions.Item label={t('clientError:field.ip')}>{row.ip}</Descriptions.Item>
      <Descriptions.Item label={t('clientError:field.stack')}>
        {row.stack ? (
          <pre style={preStyle}>{row.stack}</pre>
        ) : (
          <Typography.Text type="secondary">{t('clientError:noStack')}</Typography.Text>
        )}
      </Descriptions.Item>
      {row.componentStack ? (
        <Descriptions.Item label={t('clientError:field.componentStack')}>
          <pre style={preStyle}>{row.componentStack}</pre>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );

  return (
    <ListPage
      testId="client-error-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="username" label={t('clientError:field.user')}>
            <Input allowClear data-testid="search-username" />
          </Form.Item>
          <Form.Item name="source" label={t('clientError:field.source')}>
            <Select
              allowClear
              style={{ width: 180 }}
              options={CLIENT_ERROR_SOURCES.map((s) => ({ value: s, label: t(`clientError:source.${s}`) }))}
              data-testid="search-source"
            />
          </Form.Item>
          <Form.Item name="range" label={t('clientError:field.range')}>
            <DatePicker.RangePicker placeholder={[t('common:placeholder.startDate'), t('common:placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
      }
    >
      <div style={{ marginBottom: 8 }}>
        <RetentionHint kind="clientError" />
      </div>
      <ListTable<ClientErrorRow, Filters>
        tableId="monitor-client-error"
        rowKey="id"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={<BatchDeleteButton permission={CLIENT_ERROR_PERMS.remove} selected={selected} onDelete={confirmDelete} />}
      />
      <Modal
        open={viewing !== null}
        title={t('clientError:title')}
        width={860}
        footer={null}
        onCancel={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing ? details(viewing) : null}
      </Modal>
    </ListPage>
  );
}
