import { EyeOutlined } from '@ant-design/icons';
import { OPERLOG_API, OPERLOG_PERMS, OPER_TYPES, type OperLogDetail, type OperLogRow, type OperType } from '@vr/contracts';
import { DatePicker, Descriptions, Form, Input, Modal, Select, Space, Spin, type TableColumnsType, Tag, Typography } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del, get } from '../../../api/request';
import {
  BatchDeleteButton,
  ExportButton,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  splitRange,
  useDeleteAction,
  useListQuery,
} from '../../../components/list-page';
import { formatDateTime } from '../../../utils/format';
import { CleanButton } from '../log-retention/CleanButton';
import { RetentionHint } from '../log-retention/RetentionHint';
import { prettyJson } from '../log-retention/pretty-json';

type Filters = { module?: string; operName?: string; operType?: OperType; status?: 0 | 1; operIp?: string; range?: unknown };
const toParams = (f: Filters) => splitRange(f, 'range', 'beginTime', 'endTime');

const TYPE_COLORS: Record<string, string> = { POST: 'blue', PUT: 'gold', PATCH: 'gold', DELETE: 'red' };
const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 300, overflow: 'auto', fontSize: 12 } as const;

/** System → Logs → Operation log: every write, filterable; detail with request and result. */
export default function OperlogPage() {
  const { t } = useTranslation(['logs', 'common']);
  const [searchForm] = Form.useForm<Filters>();
  const query = useListQuery<OperLogRow, Filters>({ key: 'operlog', url: OPERLOG_API.list, toParams });
  const [selected, setSelected] = useState<Key[]>([]);
  const [viewing, setViewing] = useState<OperLogDetail | 'loading' | null>(null);
  const { refetch } = query;
  const remove = useCallback((ids: Key[]) => del(`${OPERLOG_API.base}/${ids.join(',')}`), []);
  const afterChange = useCallback(() => {
    setSelected([]);
    refetch();
  }, [refetch]);
  const confirmDelete = useDeleteAction({ remove, onDone: afterChange });

  const open = useCallback(async (row: OperLogRow) => {
    setViewing('loading');
    try {
      const res = await get<OperLogDetail>(`${OPERLOG_API.base}/${row.operId}`);
      setViewing(res.data ?? null);
    } catch {
      setViewing(null);
    }
  }, []);

  const columns = useMemo<TableColumnsType<OperLogRow>>(
    () => [
      { title: t('logs:operlog.field.operId'), dataIndex: 'operId', key: 'operId', width: 90 },
      {
        title: t('logs:operlog.field.operTime'),
        dataIndex: 'operTime',
        key: 'operTime',
        sorter: true,
        width: 180,
        render: (v: string) => formatDateTime(v),
      },
      { title: t('logs:operlog.field.module'), dataIndex: 'module', key: 'module', sorter: true, width: 140, ellipsis: true },
      { title: t('logs:operlog.field.action'), dataIndex: 'action', key: 'action', width: 130, ellipsis: true },
      {
        title: t('logs:operlog.field.operType'),
        dataIndex: 'method',
        key: 'method',
        width: 130,
        render: (v: string) => (
          <Tag color={TYPE_COLORS[v]}>{(OPER_TYPES as readonly string[]).includes(v) ? t(`logs:operlog.type.${v as OperType}`) : v}</Tag>
        ),
      },
      {
        title: t('logs:operlog.field.operName'),
        dataIndex: 'operName',
        key: 'operName',
        sorter: true,
        width: 170,
        render: (_: unknown, r) => (r.employeeName ? `${r.employeeName} (${r.operName ?? ''})` : (r.operName ?? '')),
      },
      { title: t('logs:operlog.field.operIp'), dataIndex: 'operIp', key: 'operIp', width: 130 },
      {
        title: t('logs:operlog.field.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        width: 100,
        render: (v: 0 | 1) => (
          <Tag color={v === 0 ? 'success' : 'error'}>{t(v === 0 ? 'logs:outcome.success' : 'logs:outcome.failure')}</Tag>
        ),
      },
      {
        title: t('logs:operlog.field.durationMs'),
        dataIndex: 'durationMs',
        key: 'durationMs',
        sorter: true,
        width: 110,
        render: (v: number) => t('logs:ms', { value: v }),
      },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 170,
        render: (_, row) => (
          <RowActions
            actions={[
              {
                key: 'view',
                label: t('common:action.view'),
                icon: <EyeOutlined />,
                permission: OPERLOG_PERMS.query,
                onClick: () => void open(row),
              },
              { key: 'delete', permission: OPERLOG_PERMS.remove, onClick: () => confirmDelete([row.operId], `#${row.operId}`) },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, open],
  );

  const detail = viewing && viewing !== 'loading' ? viewing : null;
  return (
    <ListPage
      testId="operlog-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset} visible={4}>
          <Form.Item name="module" label={t('logs:operlog.field.module')}>
            <Input allowClear data-testid="search-module" />
          </Form.Item>
          <Form.Item name="operName" label={t('logs:operlog.field.operName')}>
            <Input allowClear data-testid="search-operName" />
          </Form.Item>
          <Form.Item name="operType" label={t('logs:operlog.field.operType')}>
            <Select
              allowClear
              style={{ width: 160 }}
              options={OPER_TYPES.map((v) => ({ value: v, label: t(`logs:operlog.type.${v}`) }))}
              data-testid="search-operType"
            />
          </Form.Item>
          <Form.Item name="status" label={t('logs:operlog.field.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={[0, 1].map((v) => ({ value: v, label: t(v === 0 ? 'logs:outcome.success' : 'logs:outcome.failure') }))}
              data-testid="search-status"
            />
          </Form.Item>
          <Form.Item name="operIp" label={t('logs:operlog.field.operIp')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="range" label={t('logs:operlog.field.range')}>
            <DatePicker.RangePicker placeholder={[t('common:placeholder.startDate'), t('common:placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
      }
    >
      <div style={{ marginBottom: 8 }}>
        <RetentionHint kind="operlog" />
      </div>
      <ListTable<OperLogRow, Filters>
        tableId="monitor-operlog"
        scrollX={1400}
        rowKey="operId"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <Space wrap>
            <BatchDeleteButton permission={OPERLOG_PERMS.remove} selected={selected} onDelete={confirmDelete} />
            <CleanButton url={OPERLOG_API.clean} permission={OPERLOG_PERMS.remove} name={t('logs:operlog.title')} onDone={afterChange} />
            <ExportButton url={OPERLOG_API.export} params={query.exportParams} permission={OPERLOG_PERMS.export} fileName="operlog" />
          </Space>
        }
      />
      <Modal
        open={viewing !== null}
        title={t('logs:operlog.detailTitle')}
        width={860}
        footer={null}
        onCancel={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing === 'loading' ? (
          <Spin />
        ) : detail ? (
          <Descriptions size="small" column={2} bordered data-testid="operlog-detail">
            <Descriptions.Item label={t('logs:operlog.field.module')}>
              {detail.module} / {detail.action}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs:operlog.field.operName')}>
              {detail.employeeName ? `${detail.employeeName} (${detail.operName ?? ''})` : detail.operName}
              {detail.orgName ? ` · ${detail.orgName}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs:operlog.field.url')} span={2}>
              <Tag color={TYPE_COLORS[detail.method]}>{detail.method}</Tag>
              {detail.url}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs:operlog.field.operIp')}>{detail.operIp}</Descriptions.Item>
            <Descriptions.Item label={t('logs:operlog.field.operTime')}>{formatDateTime(detail.operTime)}</Descriptions.Item>
            <Descriptions.Item label={t('logs:operlog.field.status')}>
              <Tag color={detail.status === 0 ? 'success' : 'error'}>
                {t(detail.status === 0 ? 'logs:outcome.success' : 'logs:outcome.failure')}
              </Tag>
              {t('logs:operlog.field.resultStatus')}: {detail.resultStatus}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs:operlog.field.durationMs')}>{t('logs:ms', { value: detail.durationMs })}</Descriptions.Item>
            <Descriptions.Item label={t('logs:operlog.field.request')} span={2}>
              {detail.request ? (
                <pre style={pre}>{prettyJson(detail.request)}</pre>
              ) : (
                <Typography.Text type="secondary">{t('logs:operlog.noBody')}</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs:operlog.field.result')} span={2}>
              {detail.result ? (
                <pre style={pre}>{prettyJson(detail.result)}</pre>
              ) : (
                <Typography.Text type="secondary">{t('logs:operlog.noResult')}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Modal>
    </ListPage>
  );
}
