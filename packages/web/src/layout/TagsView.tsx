import { CloseOutlined } from '@ant-design/icons';
import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ShellRoutes } from '../app/shell-routes';
import { useTabsStore } from '../stores/tabs';
import styles from './layout.module.css';
import { revealScrollLeft } from './tab-scroll';

interface MenuState {
  path: string;
  left: number;
  top: number;
}

/**
 * The tab bar: one tab per visited page; refresh, close, close others and close all from a
 * right-click menu (105 px wide) or the close icon; middle-click closes; pinned tabs stay.
 */
export function TagsView({ shell }: { shell: ShellRoutes }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const active = `${location.pathname}${location.search}`;
  const visited = useTabsStore((s) => s.visited);
  const store = useTabsStore;
  const [menu, setMenu] = useState<MenuState | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  const wrap = useRef<HTMLDivElement>(null);

  const go = (to: string | undefined) => {
    if (to) void navigate(to);
  };
  const refresh = (path: string) => {
    store.getState().dropCache(path);
    void navigate(`/redirect${path}`, { replace: true });
  };
  const close = (path: string) => go(store.getState().close(path, active));
  const closeOthers = (path: string) => go(store.getState().closeOthers(path, active));
  const closeAll = () => go(store.getState().closeAll(active));

  // The active tab scrolls into view, 4 px from the edge.
  useLayoutEffect(() => {
    const el = bar.current;
    const tab = el?.querySelector<HTMLElement>('[data-active="true"]');
    if (!el || !tab) return;
    const barBox = el.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    el.scrollLeft = revealScrollLeft(box.left - barBox.left - el.clientLeft + el.scrollLeft, box.width, el.scrollLeft, el.clientWidth);
  }, [active, visited.length]);

  useEffect(() => {
    if (!menu) return;
    const hide = () => setMenu(null);
    document.addEventListener('click', hide);
    document.addEventListener('scroll', hide, true);
    return () => {
      document.removeEventListener('click', hide);
      document.removeEventListener('scroll', hide, true);
    };
  }, [menu]);

  const openMenu = (event: MouseEvent, path: string) => {
    event.preventDefault();
    const box = wrap.current?.getBoundingClientRect();
    const width = 105;
    const left = Math.min(event.clientX - (box?.left ?? 0) + 15, (box?.width ?? window.innerWidth) - width);
    setMenu({ path, left, top: event.clientY - (box?.top ?? 0) });
  };

  const menuTab = menu ? visited.find((v) => v.path === menu.path) : undefined;

  return (
    <div className={styles.tagsWrap} ref={wrap}>
      <div
        className={styles.tags}
        ref={bar}
        role="tablist"
        aria-label={t('tags.label')}
        data-testid="tags-view"
        onWheel={(e) => {
          if (bar.current) bar.current.scrollLeft += e.deltaY;
        }}
      >
        {visited.map((view) => {
          const isActive = view.path === active;
          const title = shell.resolve(view.path)?.title ?? view.path;
          return (
            <div
              key={view.path}
              role="tab"
              tabIndex={0}
              aria-selected={isActive}
              data-testid="tab"
              data-path={view.path}
              data-active={isActive}
              data-affix={!!view.affix}
              className={`${styles.tag} ${isActive ? styles.tagActive : ''}`}
              onClick={() => void navigate(view.path)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void navigate(view.path);
              }}
              onMouseUp={(e) => {
                if (e.button === 1 && !view.affix) close(view.path);
              }}
              onMouseDown={(e) => {
                if (e.button === 1) e.preventDefault(); // no auto-scroll cursor
              }}
              onContextMenu={(e) => openMenu(e, view.path)}
            >
              {isActive && <span className={styles.tagDot} />}
              <span className={styles.tagTitle}>{title}</span>
              {!view.affix && (
                <CloseOutlined
                  className={styles.tagClose}
                  data-testid="tab-close"
                  aria-label={t('tags.close')}
                  onClick={(e) => {
                    e.stopPropagation();
                    close(view.path);
                  }}
                />
              )}
            </div>
          );
        })}
      </div>
      {menu && (
        <ul className={styles.tagMenu} style={{ left: menu.left, top: menu.top }} role="menu" data-testid="tab-menu">
          <li role="menuitem" data-testid="tab-menu-refresh" onClick={() => refresh(menu.path)}>
            {t('tags.refresh')}
          </li>
          {!menuTab?.affix && (
            <li role="menuitem" data-testid="tab-menu-close" onClick={() => close(menu.path)}>
              {t('tags.close')}
            </li>
          )}
          <li role="menuitem" data-testid="tab-menu-close-others" onClick={() => closeOthers(menu.path)}>
            {t('tags.closeOthers')}
          </li>
          <li role="menuitem" data-testid="tab-menu-close-all" onClick={closeAll}>
            {t('tags.closeAll')}
          </li>
        </ul>
      )}
    </div>
  );
}
