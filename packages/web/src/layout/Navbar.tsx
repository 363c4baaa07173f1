import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { headerWidgets } from '../app/page-registry';
import { HOME_TAB, type ShellRoutes } from '../app/shell-routes';
import { useAppStore } from '../stores/app';
import { ErrorLogButton } from './header/ErrorLogButton';
import { HeaderSearch } from './header/HeaderSearch';
import { FullscreenButton, LanguageMenu, SettingsButton, SizeMenu, ThemeToggle } from './header/HeaderTools';
import { WebPageLinks } from './header/WebPageLinks';
import { NoticeBell } from './notice-bell/NoticeBell';
import styles from './layout.module.css';
import { UserMenu } from './UserMenu';

/** The top bar: sidebar toggle, breadcrumb, and the tools. */
export function Navbar({ shell, onOpenSettings }: { shell: ShellRoutes; onOpenSettings(): void }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const opened = useAppStore((s) => s.sidebarOpened);
  const toggle = useAppStore((s) => s.toggleSidebar);
  const trail = shell.resolve(`${location.pathname}${location.search}`)?.trail ?? [];
  const home = t('header.home');
  const crumbs = location.pathname === HOME_TAB ? [] : trail.filter((title) => title !== home);
  const items = [
    { key: 'home', title: location.pathname === HOME_TAB ? home : <Link to={HOME_TAB}>{home}</Link> },
    ...crumbs.map((title, i) => ({ key: `${i}`, title })),
  ];
  return (
    <div className={styles.navbar} data-testid="layout-header">
      <Button
        type="text"
        className={styles.tool}
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={t('sidebar.toggle')}
        aria-expanded={opened}
        data-testid="hamburger"
        onClick={toggle}
      />
      <nav className={styles.breadcrumb} aria-label={t('header.breadcrumb')}>
        <Breadcrumb
          data-testid="breadcrumb"
          items={items}
          // The last crumb is the page's title: the page's one h1 (the pages have no heading of their own).
          itemRender={(item, _params, all) =>
            item.key === all[all.length - 1]?.key ? (
              <h1 className={styles.pageTitle} data-testid="page-title">
                {item.title}
              </h1>
            ) : (
              <span className="ant-breadcrumb-link">{item.title}</span>
            )
          }
        />
      </nav>
      <div className={styles.tools}>
        <HeaderSearch />
        <ErrorLogButton />
        <NoticeBell />
        <Suspense fallback={null}>
          {headerWidgets.map((Widget, i) => (
            <Widget key={i} />
          ))}
        </Suspense>
        <WebPageLinks />
        <ThemeToggle />
        <FullscreenButton />
        <SizeMenu />
        <LanguageMenu />
        <SettingsButton onOpen={onOpenSettings} />
        <UserMenu />
      </div>
    </div>
  );
}
