import { ClockCircleOutlined, CompassOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, List, Row, Tag, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_TAB, useShellRoutes } from '../../app/shell-routes';
import { buildSidebarTree, leaves } from '../../layout/sidebar-tree';
import { useTabsStore } from '../../stores/tabs';
import { useUserStore } from '../../stores/user';
import styles from './dashboard.module.css';
import { DashboardCharts } from './charts/DashboardCharts';
import { DeviceFigures } from './DeviceFigures';
import { Panel } from './Panel';
import { SalesRankings } from './SalesRankings';
import { AlarmCounters } from '../alarms';

const LINK_PANELS = {
  recent: { icon: <ClockCircleOutlined />, testId: 'dashboard-recent' },
  shortcuts: { icon: <CompassOutlined />, testId: 'dashboard-shortcuts' },
} as const;

/** The recently visited pages or the user's menus, each a link; a note when there are none. */
function LinkPanel({ kind, count, children }: { kind: keyof typeof LINK_PANELS; count: number; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { icon, testId } = LINK_PANELS[kind];
  return (
    <Panel icon={icon} title={t(`${kind}.title`)} testId={testId} empty={count === 0 && t(`${kind}.empty`)}>
      {children}
    </Panel>
  );
}

/**
 * Home screen (the pinned home tab): a greeting with the user's organisation, the
 * recently visited pages and the user's menus. Further panels (devices, sales,
 * alarms) join as further columns of the same responsive grid. Device counters and today's sales
 * refresh every 10 s (DeviceFigures); the sales charts, the fleet's state and the map below them
 * (DashboardCharts) draw with ECharts, loaded only when the home screen opens.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useUserStore((s) => s.session);
  const menus = useUserStore((s) => s.menus);
  const roles = useUserStore((s) => s.roles);
  const recent = useTabsStore((s) => s.recent);
  const shell = useShellRoutes();
  const recentPages = recent
    .filter((path) => path !== HOME_TAB)
    .flatMap((path) => {
      const title = shell.resolve(path)?.title;
      return title ? [{ path, title }] : [];
    });
  const shortcuts = useMemo(() => leaves(buildSidebarTree(menus, roles)), [menus, roles]);
  if (!session) return null;
  return (
    <Row gutter={[16, 16]} data-testid="dashboard">
      <Col span={24}>
        <Card variant="borderless">
          <Typography.Title level={3} data-testid="dashboard-greeting" className={styles.greeting}>
            {t('greeting', { name: session.name })}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('organisation', { org: session.org.orgName })}</Typography.Paragraph>
          <Descriptions
            column={{ xs: 1, sm: 1, md: 3 }}
            items={[
              { key: 'account', label: t('account'), children: session.userInfo.username },
              { key: 'roles', label: t('roles'), children: session.roles.map((role) => <Tag key={role}>{role}</Tag>) },
              { key: 'email', label: t('email'), children: session.email || t('none') },
            ]}
          />
        </Card>
      </Col>
      <Col span={24}>
        <DeviceFigures />
      </Col>
      <Col span={24}>
        <AlarmCounters />
      </Col>
      <Col span={24}>
        <SalesRankings />
      </Col>
      <Col span={24}>
        <DashboardCharts />
      </Col>
      <Col xs={24} lg={12}>
        <LinkPanel kind="recent" count={recentPages.length}>
          <List
            size="small"
            dataSource={recentPages}
            renderItem={(page) => (
              <List.Item>
                <Link to={page.path} data-testid="recent-page">
                  {page.title}
                </Link>
              </List.Item>
            )}
          />
        </LinkPanel>
      </Col>
      <Col xs={24} lg={12}>
        <LinkPanel kind="shortcuts" count={shortcuts.length}>
          <div className={styles.shortcuts}>
            {shortcuts.map((node) =>
              node.external ? (
                <a key={node.key} href={node.key} target="_blank" rel="noopener noreferrer" className={styles.shortcut}>
                  {node.title}
                </a>
              ) : (
                <Link key={node.key} to={node.key} className={styles.shortcut} data-testid="shortcut">
                  {node.title}
                </Link>
              ),
            )}
          </div>
        </LinkPanel>
      </Col>
    </Row>
  );
}
