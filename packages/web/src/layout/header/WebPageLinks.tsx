import { LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { WEB_PAGE_API, WEB_PAGE_DROPDOWN_LIMIT } from '@vr/contracts';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { HeaderMenu, HeaderTool } from './HeaderTool';
import { type WebPageLink, groupByCustomer } from './web-page-groups';

/**
 * The web page links the user sees (GET /api/WebPage/list, limit 1000), each opening in a new tab;
 * grouped under their customer's name when they belong to more than one (the administrator).
 */
export function WebPageLinks() {
  const { t } = useTranslation('shell');
  const { data } = useQuery({
    queryKey: ['header-web-pages'],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const res = await get<WebPageLink[]>(WEB_PAGE_API.list, { page: 1, limit: WEB_PAGE_DROPDOWN_LIMIT }, { silent: true });
      return Array.isArray(res.data) ? res.data : [];
    },
  });
  if (!data || data.length === 0) return null;
  const item = (p: WebPageLink) => ({
    key: String(p.pageId),
    label: (
      <a href={p.pageLink} target="_blank" rel="noopener noreferrer" data-testid="web-page-link">
        {p.pageName}
      </a>
    ),
  });
  const groups = groupByCustomer(data);
  const items =
    groups.length > 1
      ? groups.map((g) => ({ type: 'group' as const, key: `org-${g.orgId}`, label: g.orgName, children: g.pages.map(item) }))
      : data.map(item);
  return (
    <HeaderMenu menu={{ items }}>
      <HeaderTool icon={<LinkOutlined />} label={t('header.webPages')} testId="web-pages" />
    </HeaderMenu>
  );
}
