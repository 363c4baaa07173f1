import { QueryClientProvider } from '@tanstack/react-query';
import { theme } from 'antd';
import { type CSSProperties, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { preloadFeedback } from '../api/feedback';
import { useShellRoutes } from '../app/shell-routes';
import { useAppStore } from '../stores/app';
import { useSettingsStore } from '../stores/settings';
import { useTabsStore } from '../stores/tabs';
import { useUserStore } from '../stores/user';
import { readableVars } from '../styles/readable-theme';
import { deviceOf } from './breakpoint';
import { installErrorLog } from './error-log';
import { KeepAliveView } from './KeepAliveView';
import { Navbar } from './Navbar';
import { queryClient } from './query-client';
import { SettingsDrawer } from './SettingsDrawer';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import styles from './layout.module.css';
import { useShellTheme } from './use-shell-theme';

/** Narrow windows: under 992 px mobile mode; after navigation the sidebar closes there. */
function useResponsive(): void {
  const setDevice = useAppStore((s) => s.setDevice);
  const { pathname, search } = useLocation();
  useEffect(() => {
    const sync = () => setDevice(deviceOf(window.innerWidth));
    sync();
    window.addEventListener('resize', sync);
    return () => window.removeEventListener('resize', sync);
  }, [setDevice]);
  useEffect(() => {
    const app = useAppStore.getState();
    if (app.device === 'mobile' && app.sidebarOpened) app.closeSidebar();
  }, [pathname, search]);
}

/** Each tab keeps its scroll position: saved while scrolling, put back when the tab shows again. */
function useScrollPerTab(): RefObject<HTMLDivElement | null> {
  const scroller = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const active = `${pathname}${search}`;
  const scrolls = useRef(new Map<string, number>());
  const activeRef = useRef(active);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => scrolls.current.set(activeRef.current, el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    activeRef.current = active;
    const el = scroller.current;
    const open = useTabsStore.getState().visited;
    for (const key of scrolls.current.keys()) if (!open.some((v) => v.path === key)) scrolls.current.delete(key);
    el?.scrollTo({ top: scrolls.current.get(active) ?? 0 });
  }, [active]);
  return scroller;
}

/** The signed-in frame: sidebar, header with tools, tab bar, and the kept-alive pages. */
function Shell() {
  useShellTheme();
  useResponsive();
  const shell = useShellRoutes();
  const { token } = theme.useToken();
  const device = useAppStore((s) => s.device);
  const opened = useAppStore((s) => s.sidebarOpened);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  const tagsView = useSettingsStore((s) => s.tagsView);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const persistTabs = useSettingsStore((s) => s.persistTabs);
  const mode = useSettingsStore((s) => s.mode);
  const userId = useUserStore((s) => s.session?.userInfo.userId);
  const restored = useTabsStore((s) => s.userId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const scroller = useScrollPerTab();

  useEffect(preloadFeedback, []);
  useEffect(installErrorLog, []);
  // The user's tabs come back once per page load (open tabs survive a reload).
  useEffect(() => {
    if (userId === undefined || restored === userId) return;
    useTabsStore.getState().restore(userId, shell.affix, persistTabs, (path) => shell.resolve(path)?.tab ?? null);
  }, [userId, restored, shell, persistTabs]);

  const vars = {
    '--vr-bg-layout': token.colorBgLayout,
    '--vr-bg-container': token.colorBgContainer,
    '--vr-border': token.colorBorderSecondary,
    '--vr-text': token.colorText,
    '--vr-text-secondary': token.colorTextSecondary,
    '--vr-fill': token.colorFillTertiary,
    '--vr-primary': token.colorPrimary,
    ...readableVars(token.colorPrimary, mode),
  } as CSSProperties;

  return (
    <div
      className={styles.shell}
      style={vars}
      data-testid="shell"
      data-device={device}
      data-sidebar={opened ? 'open' : 'closed'}
      data-fixed-header={fixedHeader}
    >
      {device === 'mobile' && opened && <div className={styles.mask} data-testid="sidebar-mask" onClick={closeSidebar} />}
      <Sidebar />
      <div className={styles.main} ref={scroller} data-testid="shell-main">
        <header className={styles.header}>
          <Navbar shell={shell} onOpenSettings={() => setSettingsOpen(true)} />
          {tagsView && restored !== null && <TagsView shell={shell} />}
        </header>
        <main className={styles.content}>{restored !== null && <KeepAliveView shell={shell} />}</main>
      </div>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}

export default function BasicLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
