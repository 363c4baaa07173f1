import { EyeOutlined, InfoCircleOutlined } from '@ant-design/icons';
import {
  INTEGRATION_DIRECTIONS,
  INTEGRATION_LOG_API,
  INTEGRATION_LOG_PERMS,
  INTEGRATION_STATUSES,
  type IntegrationDirection,
  type IntegrationLogDetail,
  type IntegrationLogRow,
  type IntegrationStatus,
} from '@vr/contracts';
import { Alert, DatePicker, Descriptions, Form, Input, Modal, Select, Space, Spin, type TableColumnsType, Tag, Typography } from 'antd';
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

type Filters = { system?: string; endpoint?: string; direction?: IntegrationDirection; status?: IntegrationStatus; range?: unknown };
const toParams = (f: Filters) => splitRange(f, 'range', 'beginTime', 'endTime');

const STATUS_COLORS: Record<IntegrationStatus, string> = { success: 'success', failure: 'error', timeout: 'warning' };
const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 300, overflow: 'auto', fontSize: 12 } as const;

/** System → Logs → SAP / integration log: calls between the back-office and outside systems. */
export default function IntegrationLogPage() {
  const { t } = useTranslation(['logs', 'common']);
  const [searchForm] = Form.useForm<Filters>();
  const query = useListQuery<IntegrationLogRow, Filters>({ key: 'integration-log', url: INTEGRATION_LOG_API.list, toParams });
  const [selected, setSelected] = useState<Key[]>([]);
  const [viewing, setViewing] = useState<IntegrationLogDetail | 'loading' | null>(null);
  const { refetch } = query;
  const remove = useCallback((ids: Key[]) => del(`${INTEGRATION_LOG_API.base}/${ids.join(',')}`), []);
  const afterChange = useCallback(() => {
    setSelected([]);
    refetch();
  }, [refetch]);
  const confirmDelete = useDeleteAction({ remove, onDone: afterChange });
  const open = useCallback(async (row: IntegrationLogRow) => {
    setViewing('loading');
    try {
      setViewing((await get<IntegrationLogDetail>(`${INTEGRATION_LOG_API.base}/${row.id}`)).data ?? null);
    } catch {
      setViewing(null);
    }
  }, []);

  const columns = useMemo<TableColumnsType<IntegrationLogRow>>(
    () => [
      { title: t('logs:integration.field.id'), dataIndex: 'id', key: 'id', width: 90 },
      {
        title: t('logs:integration.field.createdAt'),
        dataIndex: 'createdAt',
        key: 'createdAt',
        sorter: true,
        width: 180,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: t('logs:integration.field.direction'),
        dataIndex: 'direction',
        key: 'direction',
        width: 110,
        render: (v: IntegrationDirection) => <Tag color={v === 'out' ? 'blue' : 'purple'}>{t(`logs:integration.direction.${v}`)}</Tag>,
      },
      { title: t('logs:integration.field.system'), dataIndex: 'system', key: 'system', sorter: true, width: 100 },
      {
        title: t('logs:integration.field.endpoint'),
        dataIndex: 'endpoint',
        key: 'endpoint',
        width: 340,
        ellipsis: true,
        render: (v: string, r) => (
          <span>
            <Typography.Text code>{r.method}</Typography.Text> {v}
          </span>
        ),
      },
      {
        title: t('logs:integration.field.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        width: 120,
        render: (v: IntegrationStatus) => <Tag color={STATUS_COLORS[v]}>{t(`logs:integration.status.${v}`)}</Tag>,
      },
      { title: t('logs:integration.field.httpStatus'), dataIndex: 'httpStatus', key: 'httpStatus', width: 80 },
      {
        title: t('logs:integration.field.durationMs'),
        dataIndex: 'durationMs',
        key: 'durationMs',
        sorter: true,
        width: 110,
        render: (v: number) => t('logs:ms', { value: v }),
      },
      { title: t('logs:integration.field.retryCount'), dataIndex: 'retryCount', key: 'retryCount', sorter: true, width: 100 },
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
                permission: INTEGRATION_LOG_PERMS.query,
                onClick: () => void open(row),
              },
              { key: 'delete', permission: INTEGRATION_LOG_PERMS.remove, onClick: () => confirmDelete([row.id], `#${row.id}`) },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, open],
  );

  const detail = viewing && viewing !== 'loading' ? viewing : null;
  const payload = (text: string | null) =>
    text ? <pre style={pre}>{prettyJson(text)}</pre> : <Typography.Text type="secondary">{t('logs:integration.empty')}</Typography.Text>;

  return (
    <ListPage
      testId="integration-log-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset} visible={4}>
          <Form.Item name="system" label={t('logs:integration.field.system')}>
            <Input allowClear data-testid="search-system" />
          </Form.Item>
          <Form.Item name="direction" label={t('logs:integration.field.direction')}>
            <Select
              allowClear
              style={{ width: 130 }}
              options={INTEGRATION_DIRECTIONS.map((v) => ({ value: v, label: t(`logs:integration.direction.${v}`) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('logs:integration.field.status')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={INTEGRATION_STATUSES.map((v) => ({ value: v, label: t(`logs:integration.status.${v}`) }))}
              data-testid="search-status"
            />
          </Form.Item>
          <Form.Item name="endpoint" label={t('logs:integration.field.endpoint')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="range" label={t('logs:integration.field.range')}>
            <DatePicker.RangePicker placeholder={[t('common:placeholder.startDate'), t('common:placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
      }
    >
      <Alert type="info" showIcon icon={<InfoCircleOutlined />} title={t('logs:integration.noSystems')} style={{ marginBottom: 8 }} />
      <div style={{ marginBottom: 8 }}>
        <RetentionHint kind="integration" />
      </div>
      <ListTable<IntegrationLogRow, Filters>
        tableId="monitor-integration-log"
        scrollX={1420}
        rowKey="id"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <Space wrap>
            <BatchDeleteButton permission={INTEGRATION_LOG_PERMS.remove} selected={selected} onDelete={confirmDelete} />
            <CleanButton
              url={INTEGRATION_LOG_API.clean}
              permission={INTEGRATION_LOG_PERMS.remove}
              name={t('logs:integration.title')}
              onDone={afterChange}
            />
            <ExportButton
              url={INTEGRATION_LOG_API.export}
              params={query.exportParams}
              permission={INTEGRATION_LOG_PERMS.export}
              fileName="integration_log"
            />
          </Space>
        }
      />
      <Modal
        open={viewing !== null}
        title={t('logs:integration.detailTitle')}
        width={880}
        footer={null}
        onCancel={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing === 'loading' ? (
          <Spin />
        ) : detail ? (
          <Descriptions size="small" column={2} bordered data-testid="integration-detail">
            <Descriptions.Item label={t('logs:integration.field.system')}>
              {detail.system} · {t(`logs:integration.direction.${detail.direction}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs:integration.field.createdAt')}>{formatDateTime(detail.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('logs:integration.field.endpoint')} span={2}>
              <Typography.Text code>{detail.method}</Typography.Text> {detail.endpoint}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs:integration.field.status')}>
              <Tag color={STATUS_COLORS[detail.status]}>{t(`logs:integration.status.${detail.status}`)}</Tag>
              {detail.httpStatus !== null ? `HTTP ${detail.httpStatus}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs:integration.field.durationMs')}>
              {t('logs:ms', { value: detail.durationMs })} · {t('logs:integration.field.retryCount')}: {detail.retryCount}
            </Descriptions.Item>
            {detail.errorMessage ? (
              <Descriptions.Item label={t('logs:integration.field.error')} span={2}>
                <Typography.Text type="danger">{detail.errorMessage}</Typography.Text>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('logs:integration.field.request')} span={2}>
              {payload(detail.requestPayload)}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs:integration.field.response')} span={2}>
              {payload(detail.responsePayload)}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Modal>
    </ListPage>
  );
}
