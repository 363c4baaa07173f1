import { EyeOutlined } from '@ant-design/icons';
import {
  CLIENT_ERROR_API,
  CLIENT_ERROR_ENDPOINTS,
  CLIENT_ERROR_PERMS,
  CLIENT_ERROR_SOURCES,
  type ClientErrorRow,
  type ClientErrorSource,
} from '@vr/contracts';
import { Tag } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { del } from '../../api/request';
import { defineScreen, SearchSelect } from '../../components/list-page';
import { LogScreen } from '../logs';
import { ClientErrorDetail } from './ClientErrorDetail';

const SOURCE_COLORS: Record<ClientErrorSource, string> = { boundary: 'red', window: 'orange', promise: 'purple' };
const SOURCE_OPTIONS = CLIENT_ERROR_SOURCES.map((s) => ({ value: s, label: `clientError:source.${s}` }));

const clientErrorScreen = (view: (row: ClientErrorRow) => void) =>
  defineScreen({
    endpoint: CLIENT_ERROR_ENDPOINTS.list,
    key: 'client-error',
    tableId: 'monitor-client-error',
    testId: 'client-error-page',
    namespaces: ['clientError'],
    permissions: CLIENT_ERROR_PERMS,
    columns: [
      // The filter bar keeps its order: the user, the source, the days.
      { key: 'username', label: 'clientError:field.user', searchOnly: true, search: 'text' },
      { key: 'createdAt', priority: 1, label: 'clientError:field.time', sortable: true, width: 180, render: 'dateTime' },
      {
        key: 'source',
        priority: 2,
        label: 'clientError:field.source',
        sortable: true,
        width: 150,
        render: (row, ctx) => <Tag color={SOURCE_COLORS[row.source]}>{ctx.text(`clientError:source.${row.source}`)}</Tag>,
        search: { type: 'custom', input: <SearchSelect options={SOURCE_OPTIONS} width={180} testId="search-source" /> },
      },
      { key: 'message', priority: 1, label: 'clientError:field.message', ellipsis: true, width: 360 },
      {
        key: 'username',
        priority: 3,
        label: 'clientError:field.user',
        sortable: true,
        width: 180,
        render: (row) => (row.employeeName ? `${row.employeeName} (${row.username ?? ''})` : (row.username ?? '')),
      },
      { key: 'orgName', priority: 3, label: 'clientError:field.org', width: 180, ellipsis: true },
      { key: 'url', priority: 4, label: 'clientError:field.url', width: 240, ellipsis: true },
      { key: 'range', label: 'clientError:field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
    ],
    toolbar: ['batchDelete'],
    rowActions: [{ key: 'view', label: 'common:action.view', icon: <EyeOutlined />, onClick: (row) => view(row) }, 'delete'],
    // Reports have no name: the confirmation counts them.
    remove: { call: (ids: Key[]) => del(`${CLIENT_ERROR_API.remove}/${ids.join(',')}`), name: () => '' },
  });

/** System → Client error log: errors the browsers of signed-in users reported (newest first). */
export default function ClientErrorPage() {
  const [viewing, setViewing] = useState<ClientErrorRow | null>(null);
  const screen = useMemo(() => clientErrorScreen(setViewing), []);
  return (
    <LogScreen screen={screen} retention="clientError">
      <ClientErrorDetail row={viewing} onClose={() => setViewing(null)} />
    </LogScreen>
  );
}
