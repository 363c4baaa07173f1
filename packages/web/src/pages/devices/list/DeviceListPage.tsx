import {
  AppstoreOutlined,
  DownloadOutlined,
  DownOutlined,
  SafetyCertificateOutlined,
  UploadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import {
  DEVICE_API,
  DEVICE_IMPORT_MAX_ROWS,
  DEVICE_PERMS,
  type DeviceCounts,
  type DeviceRow,
  type DeviceSecretAnswer,
} from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Dropdown, Form, Input, Row, Select, Space, Statistic, Tag, Tooltip, type TableColumnsType } from 'antd';
import { type Key, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getBlob } from '../../../api/request';
import { Authorized } from '../../../components/authorized/Authorized';
import { usePermissionCheck } from '../../../components/authorized/use-permission';
import {
  AddButton,
  ImportDialog,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  feedback,
  saveBlob,
  stampedName,
  useConfirmAction,
  useDeleteAction,
  useListQuery,
} from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { formatDateTime } from '../../../utils/format';
import { deviceDetailPath } from '../detail/path';
import { DeviceRemoteActions } from '../remote/DeviceRemoteActions';
import { deviceApi } from './api';
import { BatchAssignDialog } from './BatchAssignDialog';
import { GrantDialog } from './GrantDialog';
import { MaterialWarningsDialog } from './MaterialWarningsDialog';
import { deviceLabels, materialColor, money, statusColor } from './labels';
import { SecretDialog } from './SecretDialog';

type Filters = {
  keyword?: string;
  orgId?: number;
  siteId?: number;
  zoneId?: number;
  routeId?: number;
  modelId?: number;
  online?: number;
  fault?: number;
  warning?: number;
  lowMaterial?: number;
  materialState?: number;
  status?: number;
};

/** How often status and counters are refreshed while the page is open. */
export const LIVE_REFRESH_MS = 5000;
const TABLE_ID = 'devices-list';
/** Columns hidden until the user shows them (column settings); every §3 column is available. */
const DEFAULT_HIDDEN = [
  'nameplateNo',
  'salesYesterday',
  'amountYesterday',
  'salesLastMonth',
  'amountLastMonth',
  'zoneName',
  'routeName',
  'lastOfflineAt',
  'mainboardVersion',
  'dtuVersion',
  'deployedAt',
  'warrantyUntil',
  'softwareExpiresAt',
  'rent',
  'cooperationMode',
  'cartLimit',
  'minOrderAmount',
  'businessHours',
  'country',
  'province',
  'city',
  'district',
  'lng',
  'lat',
  'fenceMeters',
  'scenario',
  'waterSource',
  'cameraNo',
  'labelPrinterNo',
  'capacity',
];

/** The counters and the filter each one applies when clicked. */
const COUNTERS = [
  { key: 'total', filter: {} },
  { key: 'online', filter: { online: 1 } },
  { key: 'offline', filter: { online: 0 } },
  { key: 'fault', filter: { fault: 1 } },
  { key: 'warning', filter: { warning: 1 } },
  { key: 'lowMaterial', filter: { lowMaterial: 1 } },
] as const;
type CounterKey = (typeof COUNTERS)[number]['key'];
const COUNTER_FIELDS = ['online', 'fault', 'warning', 'lowMaterial'] as const;
const COUNTER_COLORS: Record<CounterKey, string> = {
  total: '#1677ff',
  online: '#52c41a',
  offline: '#8c8c8c',
  fault: '#ff4d4f',
  warning: '#faad14',
  lowMaterial: '#fa8c16',
};

function withoutCounters(f: Filters): Filters {
  const rest = { ...f };
  for (const k of COUNTER_FIELDS) delete rest[k];
  return rest;
}
function activeCounter(f: Filters): CounterKey {
  if (f.online === 1) return 'online';
  if (f.online === 0) return 'offline';
  if (f.fault === 1) return 'fault';
  if (f.warning === 1) return 'warning';
  if (f.lowMaterial === 1) return 'lowMaterial';
  return 'total';
}
function seedDefaultHidden() {
  try {
    const marker = `list-columns-init:${TABLE_ID}`;
    if (!window.localStorage.getItem(marker)) {
      window.localStorage.setItem(`list-columns:${TABLE_ID}`, JSON.stringify(DEFAULT_HIDDEN));
      window.localStorage.setItem(marker, '1');
    }
  } catch {
    // storage refused: all columns shown
  }
}

/** Device list (spec §2 device screens, §3 Device; issue 5 item 7). */
export default function DeviceListPage() {
  const { t } = useTranslation(['devices', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = usePermissionCheck();
  const [searchForm] = Form.useForm<Filters>();
  useState(seedDefaultHidden);
  const query = useListQuery<DeviceRow, Filters>({ key: 'devices', url: DEVICE_API.list });
  const options = useQuery({ queryKey: ['device-options'], queryFn: deviceApi.options });
  const [selected, setSelected] = useState<Key[]>([]);
  const [importing, setImporting] = useState(false);
  const [granting, setGranting] = useState(false);
  const [assigning, setAssigning] = useState<Key[] | null>(null);
  const [secret, setSecret] = useState<DeviceSecretAnswer | null>(null);
  const [exporting, setExporting] = useState(false);
  const [materials, setMaterials] = useState(false);
  const confirm = useConfirmAction();
  const labels = deviceLabels(t);

  // Counters: the list's filters without the counter filters themselves.
  const counterParams = useMemo(() => {
    const f = withoutCounters(query.filters) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  }, [query.filters]);
  const counts = useQuery({
    queryKey: ['device-counts', counterParams],
    queryFn: () => deviceApi.counts(counterParams),
    refetchInterval: LIVE_REFRESH_MS,
  });

  // Live status: the current page is fetched again every few seconds, without the spinner.
  useEffect(() => {
    const timer = window.setInterval(() => {
      void queryClient.refetchQueries({ queryKey: ['list', 'devices'], type: 'active' });
    }, LIVE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [queryClient]);
  const paramsKey = JSON.stringify(query.params);
  const [settledKey, setSettledKey] = useState<string | null>(null);
  if (!query.loading && settledKey !== paramsKey) setSettledKey(paramsKey);
  const shownQuery = useMemo(() => ({ ...query, loading: query.loading && settledKey !== paramsKey }), [query, paramsKey, settledKey]);

  const refreshList = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['list', 'devices'] }), [queryClient]);
  const afterChange = useCallback(() => {
    setSelected([]);
    query.refetch();
    void counts.refetch();
  }, [query, counts]);
  const confirmDelete = useDeleteAction({ remove: deviceApi.remove, onDone: afterChange });

  const applyCounter = (key: CounterKey) => {
    const counter = COUNTERS.find((c) => c.key === key)!;
    const current = activeCounter(query.filters);
    const next = { ...withoutCounters(query.filters), ...(current === key ? {} : counter.filter) } as Filters;
    searchForm.setFieldsValue({ online: next.online, fault: next.fault, warning: next.warning, lowMaterial: next.lowMaterial });
    query.search(next);
  };

  const doExport = () =>
    confirm(t('devices:confirm.export'), async () => {
      setExporting(true);
      const hide = feedback.loading(t('common:excel.exporting'));
      try {
        saveBlob(await getBlob(DEVICE_API.export, query.exportParams, { timeout: 120_000 }), stampedName('devices'));
        feedback.success(t('common:result.exported'));
      } finally {
        hide();
        setExporting(false);
      }
    });

  const batchStatus = (action: 'enable' | 'disable') =>
    confirm(t(`devices:confirm.${action}`, { count: selected.length }), async () => {
      await deviceApi.batch({ ids: selected.map(Number), action });
      feedback.success(t('common:result.saved'));
      afterChange();
    });

  const rotate = (row: DeviceRow) =>
    confirm(t('devices:confirm.rotate', { code: row.deviceCode }), async () => {
      setSecret(await deviceApi.rotateSecret(row.id));
    });

  const openDetail = useCallback((row: DeviceRow) => void navigate(deviceDetailPath(row, 'orders')), [navigate]);

  const columns = useMemo<TableColumnsType<DeviceRow>>(() => {
    const text = (key: keyof DeviceRow & string, title: string, extra: object = {}) => ({ key, dataIndex: key, title, ...extra });
    return [
      text('deviceCode', t('devices:field.deviceCode'), {
        sorter: true,
        fixed: 'left',
        render: (v: string, row: DeviceRow) => (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openDetail(row)} data-testid={`device-code-${v}`}>
            {v}
          </Button>
        ),
      }),
      text('nameplateNo', t('devices:field.nameplateNo'), { sorter: true }),
      text('dtuCode', t('devices:field.dtuCode'), { sorter: true }),
      text('name', t('devices:field.name')),
      text('siteName', t('devices:field.site')),
      text('address', t('devices:field.address'), { ellipsis: true, width: 180 }),
      text('online', t('devices:field.online'), {
        sorter: true,
        render: (v: number, row: DeviceRow) => (
          <span data-testid={`online-${row.deviceCode}`}>
            <Badge status={v === 1 ? 'success' : 'default'} text={v === 1 ? t('devices:value.online') : t('devices:value.offline')} />
          </span>
        ),
      }),
      text('faultCount', t('devices:field.fault'), {
        sorter: true,
        render: (v: number) => (v > 0 ? <Tag color="red">{t('devices:value.faults', { count: v })}</Tag> : t('devices:value.none')),
      }),
      text('warningCount', t('devices:field.warning'), {
        sorter: true,
        render: (v: number) => (v > 0 ? <Tag color="gold">{t('devices:value.faults', { count: v })}</Tag> : t('devices:value.none')),
      }),
      text('materialState', t('devices:field.materialState'), {
        sorter: true,
        render: (v: number) => <Tag color={materialColor[v]}>{labels.material[v]}</Tag>,
      }),
      text('status', t('devices:field.status'), {
        sorter: true,
        render: (v: number) => <Tag color={statusColor[v]}>{labels.status[v]}</Tag>,
      }),
      text('salesToday', t('devices:field.salesToday'), { align: 'right' }),
      text('amountToday', t('devices:field.amountToday'), { align: 'right', render: money }),
      text('salesYesterday', t('devices:field.salesYesterday'), { align: 'right' }),
      text('amountYesterday', t('devices:field.amountYesterday'), { align: 'right', render: money }),
      text('salesMonth', t('devices:field.salesMonth'), { align: 'right' }),
      text('amountMonth', t('devices:field.amountMonth'), { align: 'right', render: money }),
      text('salesLastMonth', t('devices:field.salesLastMonth'), { align: 'right' }),
      text('amountLastMonth', t('devices:field.amountLastMonth'), { align: 'right', render: money }),
      text('orgName', t('devices:field.customer')),
      text('zoneName', t('devices:field.zone')),
      text('routeName', t('devices:field.route')),
      text('modelName', t('devices:field.model')),
      text('lastOnlineAt', t('devices:field.lastOnlineAt'), { sorter: true, render: (v: string | null) => formatDateTime(v) }),
      text('lastOfflineAt', t('devices:field.lastOfflineAt'), { sorter: true, render: (v: string | null) => formatDateTime(v) }),
      text('appVersion', t('devices:field.appVersion')),
      text('mainboardVersion', t('devices:field.mainboardVersion')),
      text('dtuVersion', t('devices:field.dtuVersion')),
      text('deployedAt', t('devices:field.deployedAt'), { sorter: true, render: (v: string | null) => formatDateTime(v) }),
      text('warrantyUntil', t('devices:field.warrantyUntil'), { sorter: true }),
      text('softwareExpiresAt', t('devices:field.softwareExpiresAt'), { sorter: true }),
      text('rent', t('devices:field.rent'), { align: 'right', render: money }),
      text('cooperationMode', t('devices:field.cooperationMode'), {
        render: (v: number | null) => (v === null ? '' : labels.cooperation[v]),
      }),
      text('cartLimit', t('devices:field.cartLimit')),
      text('minOrderAmount', t('devices:field.minOrderAmount'), { align: 'right', render: money }),
      text('businessHours', t('devices:field.businessHours')),
      text('country', t('devices:field.country')),
      text('province', t('devices:field.province')),
      text('city', t('devices:field.city')),
      text('district', t('devices:field.district')),
      text('lng', t('devices:field.lng')),
      text('lat', t('devices:field.lat')),
      text('fenceMeters', t('devices:field.fenceMeters')),
      text('scenario', t('devices:field.scenario')),
      text('waterSource', t('devices:field.waterSource'), { render: (v: string | null) => (v ? labels.water[v] : '') }),
      text('cameraNo', t('devices:field.cameraNo')),
      text('labelPrinterNo', t('devices:field.labelPrinterNo')),
      text('capacity', t('devices:field.capacity')),
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 410,
        render: (_: unknown, row: DeviceRow) => (
          <Space size={4} style={{ flexWrap: 'nowrap' }}>
            <div style={{ flex: 'none', width: 'max-content' }}>
              <RowActions
                actions={[
                  { key: 'detail', label: t('devices:action.detail'), permission: DEVICE_PERMS.query, onClick: () => openDetail(row) },
                  {
                    key: 'edit',
                    label: t('devices:action.edit'),
                    permission: DEVICE_PERMS.edit,
                    onClick: () => void navigate(`/deviceManage/add?id=${row.id}`),
                  },
                  { key: 'secret', label: t('devices:action.rotateSecret'), permission: DEVICE_PERMS.secret, onClick: () => rotate(row) },
                  {
                    key: 'delete',
                    label: t('common:action.delete'),
                    permission: DEVICE_PERMS.remove,
                    danger: true,
                    onClick: () => confirmDelete([row.id], row.deviceCode),
                  },
                ]}
              />
            </div>
            <DeviceRemoteActions device={{ id: row.id, deviceCode: row.deviceCode, online: row.online === 1 }} onChanged={refreshList} />
          </Space>
        ),
      },
    ] as TableColumnsType<DeviceRow>;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels derive from t
  }, [t, openDetail, confirmDelete, navigate, refreshList]);

  const opts = options.data;
  const optionList = (rows: Array<{ id: number; name: string }> = []) => rows.map((r) => ({ value: r.id, label: r.name }));
  const active = activeCounter(query.filters);
  const c: DeviceCounts | undefined = counts.data;

  const batchItems = [
    can(DEVICE_PERMS.edit) && { key: 'assign', label: t('devices:action.assign') },
    can(DEVICE_PERMS.edit) && { key: 'enable', label: t('devices:action.enable') },
    can(DEVICE_PERMS.edit) && { key: 'disable', label: t('devices:action.disable') },
    can(DEVICE_PERMS.remove) && { key: 'delete', label: t('common:action.delete'), danger: true },
  ].filter(Boolean) as Array<{ key: string; label: string; danger?: boolean }>;

  return (
    <ListPage
      testId="device-list-page"
      search={
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="device-counters">
            {COUNTERS.map((counter) => {
              const value = c ? (c[counter.key] as number) : 0;
              const pct = c && counter.key !== 'total' ? (c[`${counter.key}Percent` as keyof DeviceCounts] as number) : null;
              const isActive = active === counter.key;
              return (
                <Col key={counter.key} xs={12} sm={8} lg={4}>
                  <Card
                    size="small"
                    hoverable
                    onClick={() => applyCounter(counter.key)}
                    data-testid={`counter-${counter.key}`}
                    aria-pressed={isActive}
                    style={{ borderColor: isActive ? COUNTER_COLORS[counter.key] : undefined, borderWidth: isActive ? 2 : 1 }}
                  >
                    <Tooltip title={t('devices:counter.hint')}>
                      <Statistic
                        title={t(`devices:counter.${counter.key}`)}
                        value={value}
                        loading={counts.isLoading}
                        styles={{ content: { color: COUNTER_COLORS[counter.key] } }}
                        suffix={pct !== null ? <small style={{ fontSize: 12, color: '#8c8c8c' }}>{pct}%</small> : undefined}
                      />
                    </Tooltip>
                    <span data-testid={`counter-${counter.key}-value`} hidden>
                      {value}
                    </span>
                  </Card>
                </Col>
              );
            })}
          </Row>
          <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset} visible={4}>
            <Form.Item name="keyword" label={t('devices:field.keyword')}>
              <Input allowClear data-testid="search-keyword" />
            </Form.Item>
            <Form.Item name="orgId" label={t('devices:field.customer')}>
              <OrgTreeSelect />
            </Form.Item>
            <Form.Item name="siteId" label={t('devices:field.site')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ minWidth: 160 }} options={optionList(opts?.sites)} />
            </Form.Item>
            <Form.Item name="online" label={t('devices:field.online')}>
              <Select
                allowClear
                style={{ minWidth: 120 }}
                options={[
                  { value: 1, label: t('devices:value.online') },
                  { value: 0, label: t('devices:value.offline') },
                ]}
              />
            </Form.Item>
            <Form.Item name="zoneId" label={t('devices:field.zone')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ minWidth: 160 }} options={optionList(opts?.zones)} />
            </Form.Item>
            <Form.Item name="routeId" label={t('devices:field.route')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ minWidth: 160 }} options={optionList(opts?.routes)} />
            </Form.Item>
            <Form.Item name="modelId" label={t('devices:field.model')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                style={{ minWidth: 160 }}
                options={(opts?.models ?? []).map((m) => ({ value: m.id, label: `${m.name ?? m.code} (${m.code})` }))}
              />
            </Form.Item>
            <Form.Item name="status" label={t('devices:field.status')}>
              <Select allowClear style={{ minWidth: 120 }} options={[0, 1, 2].map((v) => ({ value: v, label: labels.status[v] }))} />
            </Form.Item>
            <Form.Item name="materialState" label={t('devices:field.materialState')}>
              <Select allowClear style={{ minWidth: 120 }} options={[0, 1, 2].map((v) => ({ value: v, label: labels.material[v] }))} />
            </Form.Item>
            <Form.Item name="fault" label={t('devices:field.fault')}>
              <Select
                allowClear
                style={{ minWidth: 100 }}
                options={[
                  { value: 1, label: t('devices:value.yes') },
                  { value: 0, label: t('devices:value.no') },
                ]}
              />
            </Form.Item>
            <Form.Item name="warning" label={t('devices:field.warning')}>
              <Select
                allowClear
                style={{ minWidth: 100 }}
                options={[
                  { value: 1, label: t('devices:value.yes') },
                  { value: 0, label: t('devices:value.no') },
                ]}
              />
            </Form.Item>
            <Form.Item name="lowMaterial" hidden>
              <Input />
            </Form.Item>
          </SearchForm>
        </>
      }
    >
      <ListTable<DeviceRow, Filters>
        tableId={TABLE_ID}
        rowKey="id"
        query={shownQuery}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={DEVICE_PERMS.add} onClick={() => void navigate('/deviceManage/add')} />
            <Authorized permission={DEVICE_PERMS.import}>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-button">
                {t('common:action.import')}
              </Button>
            </Authorized>
            <Authorized permission={DEVICE_PERMS.export}>
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport} data-testid="export-button">
                {t('common:action.export')}
              </Button>
            </Authorized>
            {batchItems.length > 0 && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: batchItems,
                  onClick: ({ key }) => {
                    if (selected.length === 0) feedback.warning(t('common:confirm.selectData'));
                    else if (key === 'assign') setAssigning(selected);
                    else if (key === 'delete') confirmDelete(selected);
                    else batchStatus(key as 'enable' | 'disable');
                  },
                }}
              >
                <Button icon={<AppstoreOutlined />} data-testid="batch-button">
                  {t('devices:action.batch')} <DownOutlined />
                </Button>
              </Dropdown>
            )}
            <Button icon={<WarningOutlined />} onClick={() => setMaterials(true)} data-testid="material-warnings-button">
              {t('devices:action.materialWarnings')}
            </Button>
            <Authorized permission={DEVICE_PERMS.grant}>
              <Button icon={<SafetyCertificateOutlined />} onClick={() => setGranting(true)} data-testid="grant-button">
                {t('devices:action.grant')}
              </Button>
            </Authorized>
          </>
        }
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        name={t('devices:name')}
        url={DEVICE_API.import}
        templateUrl={DEVICE_API.importTemplate}
        templateName="device_template"
        maxRows={DEVICE_IMPORT_MAX_ROWS}
        onDone={afterChange}
      />
      <MaterialWarningsDialog open={materials} filters={counterParams} onClose={() => setMaterials(false)} />
      <GrantDialog open={granting} onClose={() => setGranting(false)} />
      <BatchAssignDialog ids={assigning} options={opts} onClose={() => setAssigning(null)} onDone={afterChange} />
      <SecretDialog answer={secret} onClose={() => setSecret(null)} />
    </ListPage>
  );
}
