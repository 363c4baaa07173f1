import { useQuery } from '@tanstack/react-query';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { get } from '../api/request';
import { MEMBER_MARKETING_NAME, memberMarketingPrefix, withMemberMarketingQuery } from '../app/member-marketing';
import { BrandMark } from '../components/BrandMark';
import { useAppStore } from '../stores/app';
import { usePlatformLogo, usePlatformTitle } from '../stores/platform';
import { useSettingsStore } from '../stores/settings';
import { useUserStore } from '../stores/user';
import styles from './layout.module.css';
import { menuIcon } from '../components/menu-icon';
import { type SidebarNode, activeKeys, buildSidebarTree } from './sidebar-tree';

/** GET /api/deviceGoods/getOrgLogoImg (orgId): the customer's logo URL, or null. */
export const ORG_LOGO_API = '/api/deviceGoods/getOrgLogoImg';

function useOrgLogo(orgId: number | undefined): string | null {
  const { data } = useQuery({
    queryKey: ['org-logo', orgId],
    enabled: orgId !== undefined,
    staleTime: 10 * 60_000,
    queryFn: async () => {
      const res = await get<string | null>(ORG_LOGO_API, { orgId }, { silent: true });
      return typeof res.data === 'string' && res.data ? res.data : null;
    },
  });
  return data ?? null;
}

function toItems(nodes: readonly SidebarNode[]): MenuProps['items'] {
  return nodes.map((node) => {
    const label = (
      <span data-testid="sidebar-item" data-key={node.key} data-external={node.external || undefined}>
        {node.title}
      </span>
    );
    return node.children
      ? { key: node.key, icon: menuIcon(node.icon), label, children: toItems(node.children) }
      : { key: node.key, icon: menuIcon(node.icon), label, title: node.title };
  });
}

function findNode(nodes: readonly SidebarNode[], key: string): SidebarNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = node.children && findNode(node.children, key);
    if (inner) return inner;
  }
  return undefined;
}

/** The sidebar: the permitted menu, collapsible, 210 px, the customer's logo on top. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const productName = usePlatformTitle(useTranslation().t('app.name'));
  const platformLogo = usePlatformLogo();
  const menus = useUserStore((s) => s.menus);
  const roles = useUserStore((s) => s.roles);
  const session = useUserStore((s) => s.session);
  const opened = useAppStore((s) => s.sidebarOpened);
  const device = useAppStore((s) => s.device);
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tree = useMemo(() => buildSidebarTree(menus, roles), [menus, roles]);
  const items = useMemo(() => toItems(tree), [tree]);
  const { selected, open } = activeKeys(tree, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(open);
  const openKey = open.join('|');
  // The active entry's parents open when the page changes (others stay as the user left them).
  const [openedFor, setOpenedFor] = useState(openKey);
  if (openedFor !== openKey) {
    setOpenedFor(openKey);
    if (openKey) setOpenKeys((keys) => [...new Set([...keys, ...open])]);
  }
  const collapsed = device === 'desktop' && !opened;
  const logo = useOrgLogo(session?.userInfo.orgId) ?? platformLogo;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = findNode(tree, key);
    if (!node) return;
    const marketing = node.name === MEMBER_MARKETING_NAME;
    const token = useUserStore.getState().token;
    const target = marketing ? withMemberMarketingQuery(node.key, token, memberMarketingPrefix(), new Date()) : node.key;
    if (node.external) {
      window.open(target, '_blank', 'noopener,noreferrer');
      return;
    }
    void navigate(target);
  };

  return (
    <aside className={styles.sidebar} data-testid="sidebar" data-collapsed={collapsed} aria-label={t('sidebar.label')}>
      {showLogo && (
        <div className={styles.sidebarLogo} data-testid="sidebar-logo">
          {logo ? <img src={logo} alt={t('sidebar.logo')} className={styles.sidebarLogoImg} /> : <BrandMark size={30} />}
          {!collapsed && <span className={styles.sidebarTitle}>{productName}</span>}
        </div>
      )}
      <div className={styles.sidebarMenu}>
        <ConfigProvider theme={{ components: { Menu: { collapsedWidth: 64 } } }}>
          <Menu
            mode="inline"
            theme="dark"
            items={items}
            selectedKeys={selected ? [selected] : []}
            {...(collapsed ? {} : { openKeys })}
            onOpenChange={setOpenKeys}
            inlineCollapsed={collapsed}
            onClick={onClick}
          />
        </ConfigProvider>
      </div>
    </aside>
  );
}
