import { ReloadOutlined } from '@ant-design/icons';
import {
  type ContainerRow,
  type DeviceDetailSummary,
  type DeviceDetailTab,
  type SalesFigures,
  DEVICE_DETAIL_API as API,
  DEVICE_SETTINGS_PERMS,
  message,
} from '@vr/contracts';
import { useDict } from '../../components/dict-tag';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Grid,
  Progress,
  Result,
  Row,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePermissionCheck } from '../../components/authorized/use-permission';
import { tabBarWith } from '../../components/tab-bar';
import { useAppStore } from '../../stores/app';
import { useBusinessTimeZone } from '../../stores/platform';
import { formatDateTime } from '../../utils/format';
import { useMoney } from '../../utils/use-money';
import { DeviceRemoteActions } from '../device-commands';
import { load, refusalOf } from './api';
import { deviceDetailPath, readDetailRoute } from './path';
import { DeviceGoodsTab } from '../device-goods';
import { AlarmTab, OrdersTab, ParamsTab, ProductsTab } from './tabs';
import styles from './detail.module.css';

const TAB_ORDER: DeviceDetailTab[] = ['orders', 'warnings', 'params', 'products', 'faults'];

function SalesCard({ title, figures, currency }: { title: string; figures: SalesFigures; currency: string }) {
  const { t } = useTranslation('deviceDetail');
  const money = useMoney();
  return (
    <Card size="small" variant="borderless" style={{ background: 'rgba(22,119,255,0.04)' }}>
      <Statistic title={title} value={money(figures.amount, currency)} />
      <Typography.Text type="secondary">
        {t('sales.orders', { count: figures.orders })} · {t('sales.cups', { count: figures.cups })}
      </Typography.Text>
    </Card>
  );
}

function Materials({ deviceId, allowed }: { deviceId: number; allowed: boolean }) {
  const { t } = useTranslation(['deviceDetail', 'common']);
  const lang = useAppStore((s) => s.language);
  const materials = useDict('material');
  const query = useQuery({
    queryKey: ['device-materials', deviceId],
    queryFn: async () => (await load<ContainerRow[]>(API.materials, { id: deviceId })).data ?? [],
    enabled: allowed,
    retry: false,
  });
  if (!allowed) return <Alert type="info" showIcon title={message('deviceMaterialNoRight', lang)} data-testid="materials-refused" />;
  if (query.isError) return <Alert type="warning" showIcon title={refusalOf(query.error).text} />;
  const stateColor = ['green', 'orange', 'red'] as const;
  return (
    <Table<ContainerRow>
      rowKey="containerNo"
      size="small"
      pagination={false}
      loading={query.isLoading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('materials.empty') }}
      dataSource={query.data ?? []}
      data-testid="materials"
      columns={[
        { title: t('materials.no'), dataIndex: 'containerNo', width: 60 },
        { title: t('materials.material'), dataIndex: 'materialCode', render: (code: string) => materials.labelOf(code) },
        {
          title: t('materials.level'),
          render: (_, c) => (
            <Space>
              <Progress
                percent={c.level == null || !c.capacity ? 0 : Math.round((c.level / c.capacity) * 100)}
                size="small"
                style={{ width: 100 }}
                aria-label={t('common:a11y.fieldOf', { field: t('materials.level'), name: materials.labelOf(c.materialCode) })}
                strokeColor={c.materialState === 2 ? '#ff4d4f' : c.materialState === 1 ? '#faad14' : undefined}
              />
              <span>
                {c.level ?? '—'} / {c.capacity}
              </span>
            </Space>
          ),
        },
        { title: t('materials.warn'), dataIndex: 'warnValue', render: (v) => v ?? '—' },
        { title: t('materials.alarm'), dataIndex: 'alarmValue', render: (v) => v ?? '—' },
        {
          title: t('materials.state'),
          dataIndex: 'materialState',
          render: (s: 0 | 1 | 2) => <Tag color={stateColor[s]}>{t(`materials.stateLabel.${s}`)}</Tag>,
        },
      ]}
    />
  );
}

/** The periods whose sales the detail shows, in their order. */
const SALES_PERIODS = ['today', 'yesterday', 'thisMonth', 'lastMonth'] as const;

/**
 * Device detail (hidden route /deviceManage/detail/index/{id}/{activeName}/{startTime}/{endTime}/{deviceCode}):
 * status, versions, location, sales, materials, remote operations, and the tabs orders, warnings,
 * parameters, products and faults over the route's range. Changing the tab or the range replaces
 * the route (and its tab in the tab bar), so a link always opens the same view.
 */
export default function DeviceDetailPage() {
  const { t } = useTranslation('deviceDetail');
  const lang = useAppStore((s) => s.language);
  const params = useParams();
  const navigate = useNavigate();
  const can = usePermissionCheck();
  const timeZone = useBusinessTimeZone();
  const route = readDetailRoute(params, timeZone);
  const [version, setVersion] = useState(0);
  const phone = Grid.useBreakpoint().xs === true;

  const summary = useQuery({
    queryKey: ['device-detail', route?.id, lang, version],
    queryFn: async () => (await load<DeviceDetailSummary>(API.summary, { id: route!.id })).data!,
    enabled: !!route,
    retry: false,
    refetchInterval: 30_000,
  });

  if (!route) return <Result status="404" subTitle={t('notFound')} />;
  if (summary.isError) {
    const refusal = refusalOf(summary.error);
    return (
      <Result
        status={refusal.status === 403 ? '403' : refusal.status === 404 ? '404' : 'warning'}
        title={refusal.status === 403 ? t('noRight') : undefined}
        subTitle={refusal.status === 404 ? t('notFound') : refusal.text}
        data-testid="detail-refused"
      />
    );
  }
  const d = summary.data;

  const replaceRoute = (tab: DeviceDetailTab, startTime: string, endTime: string) => {
    const current = `${window.location.pathname}`;
    const next = deviceDetailPath({ id: route.id, deviceCode: d?.deviceCode ?? route.deviceCode }, tab, { startTime, endTime });
    if (next === current) return;
    // The route names one tab per device: the new view takes the old one's place in the tab bar.
    navigate(next, { replace: true });
  };

  const range = { deviceId: route.id, startTime: route.startTime, endTime: route.endTime, currency: d?.currency };
  const tabContent: Record<DeviceDetailTab, React.ReactNode> = {
    orders: <OrdersTab {...range} />,
    warnings: <AlarmTab kind="warning" {...range} />,
    params: <ParamsTab deviceId={route.id} version={version} />,
    products: <DeviceGoodsTab deviceId={route.id} sales={<ProductsTab {...range} />} />,
    faults: <AlarmTab kind="fault" {...range} />,
  };

  const rangePicker = (
    <Tooltip title={t('rangeZone', { zone: timeZone })}>
      <DatePicker.RangePicker
        allowClear={false}
        value={[dayjs(route.startTime), dayjs(route.endTime)]}
        onChange={(dates) => {
          if (dates?.[0] && dates[1]) replaceRoute(route.tab, dates[0].format('YYYY-MM-DD'), dates[1].format('YYYY-MM-DD'));
        }}
        className={phone ? styles.range : undefined}
        data-testid="detail-range"
      />
    </Tooltip>
  );

  return (
    <div className={styles.page} data-testid="device-detail">
      <Card variant="borderless">
        {!d ? (
          <Skeleton active />
        ) : (
          <div className={styles.summary}>
            <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
              <Space wrap>
                <Typography.Title level={4} style={{ margin: 0 }} data-testid="detail-title">
                  {t('title', { code: d.deviceCode })}
                </Typography.Title>
                <Tag color={d.online ? 'green' : 'default'} data-testid="detail-online">
                  {d.online ? t('status.online') : t('status.offline')}
                </Tag>
                <Tag color={d.status === 0 ? 'blue' : d.status === 2 ? 'red' : 'default'}>
                  {t(d.status === 0 ? 'status.enabled' : d.status === 2 ? 'status.locked' : 'status.disabled')}
                </Tag>
                {d.faultCount > 0 && <Tag color="red">{t('status.faults', { count: d.faultCount })}</Tag>}
                {d.warningCount > 0 && <Tag color="orange">{t('status.warnings', { count: d.warningCount })}</Tag>}
                <Tag color={['green', 'orange', 'red'][d.materialState] ?? 'default'}>
                  {t(`status.material.${d.materialState as 0 | 1 | 2}`)}
                </Tag>
              </Space>
              <Space>
                <DeviceRemoteActions
                  device={{ id: d.id, deviceCode: d.deviceCode, online: d.online }}
                  size="middle"
                  onChanged={() => setVersion((v) => v + 1)}
                />
                <Button icon={<ReloadOutlined />} onClick={() => setVersion((v) => v + 1)}>
                  {t('refresh')}
                </Button>
              </Space>
            </Space>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={14}>
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 2 }}
                  items={[
                    { key: 'name', label: t('field.name'), children: d.name ?? '—' },
                    { key: 'org', label: t('field.org'), children: d.orgName ?? '—' },
                    { key: 'model', label: t('field.model'), children: d.modelName ?? '—' },
                    { key: 'signal', label: t('field.signal'), children: d.signal ? t(`signal.${d.signal as 1 | 2 | 3 | 4 | 5}`) : '—' },
                    { key: 'app', label: t('field.app'), children: d.appVersion ?? '—' },
                    { key: 'mainboard', label: t('field.mainboard'), children: d.mainboardVersion ?? '—' },
                    { key: 'dtu', label: t('field.dtu'), children: d.dtuVersion ?? '—' },
                    { key: 'seen', label: t('field.lastSeen'), children: formatDateTime(d.lastSeenAt) || '—' },
                    { key: 'online', label: t('field.lastOnline'), children: formatDateTime(d.lastOnlineAt) || '—' },
                    { key: 'offline', label: t('field.lastOffline'), children: formatDateTime(d.lastOfflineAt) || '—' },
                    { key: 'site', label: t('field.site'), children: d.location.siteName ?? '—' },
                    {
                      key: 'address',
                      label: t('field.address'),
                      children:
                        [d.location.province, d.location.city, d.location.district, d.location.address].filter(Boolean).join(' ') || '—',
                    },
                    {
                      key: 'coords',
                      label: t('field.coordinates'),
                      children: d.location.lng != null && d.location.lat != null ? `${d.location.lng}, ${d.location.lat}` : '—',
                    },
                    {
                      key: 'water',
                      label: t('field.water'),
                      children: d.waterSource ? t(`water.${d.waterSource as 'tank' | 'tap'}`) : '—',
                    },
                    {
                      key: 'temps',
                      label: t('field.temperatures'),
                      children:
                        Object.entries(d.temperatures ?? {})
                          .map(([k, v]) => `${t(`temperature.${k as 'hotWater'}`, { defaultValue: k })} ${v} °C`)
                          .join(' · ') || '—',
                    },
                    {
                      key: 'deployed',
                      label: t('field.deployed'),
                      children: d.deployedAt ? dayjs(d.deployedAt).format('YYYY-MM-DD') : '—',
                    },
                    { key: 'warranty', label: t('field.warranty'), children: d.warrantyUntil ?? '—' },
                  ]}
                />
              </Col>
              <Col xs={24} xl={10}>
                <Row gutter={[12, 12]} data-testid="detail-sales">
                  <Col span={24}>
                    <Typography.Text type="secondary" data-testid="detail-sales-zone">
                      {t('sales.zone', { zone: timeZone })}
                    </Typography.Text>
                  </Col>
                  {SALES_PERIODS.map((period) => (
                    <Col key={period} span={12}>
                      <SalesCard title={t(`sales.${period}`)} figures={d.sales[period]} currency={d.currency} />
                    </Col>
                  ))}
                </Row>
              </Col>
            </Row>
          </div>
        )}
      </Card>
      {d && (
        <Card variant="borderless" title={t('materials.title')} size="small">
          <Materials deviceId={d.id} allowed={d.rights.material} />
        </Card>
      )}
      <Card variant="borderless">
        {phone && rangePicker}
        <Tabs
          activeKey={route.tab}
          onChange={(key) => replaceRoute(key as DeviceDetailTab, route.startTime, route.endTime)}
          renderTabBar={tabBarWith(phone ? undefined : rangePicker)}
          items={TAB_ORDER.filter((tab) => tab !== 'params' || can(DEVICE_SETTINGS_PERMS.params)).map((tab) => ({
            key: tab,
            label: <span data-testid={`detail-tab-${tab}`}>{t(`tabs.${tab}`)}</span>,
            children: route.tab === tab ? tabContent[tab] : null,
          }))}
        />
      </Card>
    </div>
  );
}
