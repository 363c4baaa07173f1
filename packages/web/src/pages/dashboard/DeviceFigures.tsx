import { AlertOutlined, DesktopOutlined, DisconnectOutlined, ExperimentOutlined, WarningOutlined, WifiOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBusinessTimeZone, usePlatformCurrency } from '../../stores/platform';
import { useMoney } from '../../utils/use-money';
import { useDashboardDevices } from './api';
import styles from './dashboard.module.css';

/**
 * The home screen's live device figures: online, offline, fault, warning and
 * low-material counters and today's sales of the machines the user may see, refreshed every 10 s.
 */
export function DeviceFigures() {
  const { t } = useTranslation('dashboard');
  const query = useDashboardDevices();
  const d = query.data;
  const money = useMoney();
  const timeZone = useBusinessTimeZone();
  const platformCurrency = usePlatformCurrency();
  // Amounts of customers with different currencies are shown apart, never added together.
  // Amounts, orders and cups are per currency (each currency's counts under its amount): counts of
  // two currencies are not added either.
  const amounts = d?.today.amounts.length ? d.today.amounts : [{ currency: platformCurrency, amount: 0, orders: 0, cups: 0 }];
  const several = amounts.length > 1;
  const counters = [
    { key: 'total', icon: <DesktopOutlined />, value: d?.total, color: undefined },
    { key: 'online', icon: <WifiOutlined />, value: d?.online, color: '#52c41a' },
    { key: 'offline', icon: <DisconnectOutlined />, value: d?.offline, color: '#8c8c8c' },
    { key: 'fault', icon: <AlertOutlined />, value: d?.fault, color: '#ff4d4f' },
    { key: 'warning', icon: <WarningOutlined />, value: d?.warning, color: '#fa8c16' },
    { key: 'lowMaterial', icon: <ExperimentOutlined />, value: d?.lowMaterial, color: '#faad14' },
  ] as const;
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-devices">
      {query.isError && !d && (
        <Col span={24}>
          <Alert type="warning" showIcon title={t('devices.unavailable')} />
        </Col>
      )}
      <Col xs={24} xl={14}>
        <Card variant="borderless" title={t('devices.title')} className={styles.panel} loading={query.isLoading}>
          <Row gutter={[16, 16]}>
            {counters.map((c) => (
              <Col key={c.key} xs={12} sm={8} data-testid={`device-count-${c.key}`}>
                <Statistic
                  title={t(`devices.${c.key}`)}
                  value={c.value ?? 0}
                  prefix={c.icon}
                  styles={c.color ? { content: { color: c.color } } : undefined}
                />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card variant="borderless" title={t('sales.title')} className={styles.panel} loading={query.isLoading}>
          <Row gutter={[16, 16]}>
            {amounts.map((m) => (
              <Col key={m.currency} xs={24} sm={24 / Math.min(amounts.length, 2)}>
                <div data-testid={`sales-amount-${m.currency}`}>
                  <Statistic
                    title={several ? t('sales.amountIn', { currency: m.currency }) : t('sales.amount')}
                    value={money(m.amount, m.currency)}
                  />
                </div>
                <Row gutter={16} style={{ marginTop: 12 }}>
                  <Col span={12} data-testid={`sales-orders-${m.currency}`}>
                    <Statistic title={t('sales.orders')} value={m.orders} />
                  </Col>
                  <Col span={12} data-testid={`sales-cups-${m.currency}`}>
                    <Statistic title={t('sales.cups')} value={m.cups} />
                  </Col>
                </Row>
              </Col>
            ))}
          </Row>
          {d && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('sales.day', { day: d.day, zone: timeZone })}
            </Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
