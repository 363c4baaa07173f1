import { SyncOutlined } from '@ant-design/icons';
import type { QueryClient } from '@tanstack/react-query';
import { feedback } from './feedback';
import type { ToolbarButtonSpec } from './screen';

/** "Refresh cache": once the person confirms, runs `refresh` and says the cache is refreshed; it reads no row, so it fits any screen. */
export function refreshCacheButton(permission: string, refresh: (queryClient: QueryClient) => Promise<unknown>): ToolbarButtonSpec<never> {
  return {
    key: 'refresh-cache',
    label: 'common:action.refreshCache',
    icon: <SyncOutlined />,
    permission,
    onClick: (ctx) =>
      ctx.confirm(ctx.text('common:confirm.refreshCache'), async () => {
        await refresh(ctx.queryClient);
        feedback.success(ctx.text('common:result.cacheRefreshed'));
      }),
  };
}
