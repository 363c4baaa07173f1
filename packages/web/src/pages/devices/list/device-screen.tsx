import { EditOutlined, EyeOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { DEVICE_API, DEVICE_ENDPOINTS, DEVICE_IMPORT_MAX_ROWS, DEVICE_PERMS, type DeviceRow, type DeviceSecretAnswer } from '@vr/contracts';
import { Badge, Button, Tag } from 'antd';
import { defineScreen, type ScreenColumn, type ScreenContext } from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { businessTimeZone } from '../../../stores/platform';
import { defaultDetailRange, deviceDetailPath } from '../../device-detail';
import { DeviceRemoteActions } from '../../device-commands';
import { CameraPlaybackAction } from '../../device-recording';
import { SaleQrAction } from '../../scan-order';
import { deviceApi } from './api';
import { DeviceOptionSelect } from './DeviceOptionSelect';
import { currentLang } from '../../../stores/app';
import { formatMoney } from '../../../utils/money';
import { materialColor, statusColor } from './labels';

/** How often status and counters are refreshed while the page is open. */
export const LIVE_REFRESH_MS = 5000;

type Ctx = ScreenContext<DeviceRow>;
const field = (key: string) => `devices:field.${key}`;
const yesNo = [
  { value: 1, label: 'devices:value.yes' },
  { value: 0, label: 'devices:value.no' },
];
const STATUS = { 0: 'devices:value.enabled', 1: 'devices:value.disabled', 2: 'devices:value.locked' } as Record<number, string>;
const MATERIAL = { 0: 'devices:value.materialNormal', 1: 'devices:value.materialLow', 2: 'devices:value.materialOut' } as Record<
  number,
  string
>;
const COOPERATION = {
  1: 'devices:value.franchisee',
  2: 'devices:value.investor',
  3: 'devices:value.siteOwner',
  4: 'devices:value.other',
} as Record<number, string>;
const WATER = { tank: 'devices:value.tank', tap: 'devices:value.tap' } as Record<string, string>;
const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

const openDetail = (row: DeviceRow, ctx: Ctx) => void ctx.navigate(deviceDetailPath(row, 'orders', defaultDetailRange(businessTimeZone())));

/** A plain column of the row field `key`, labelled `devices:field.<label ?? key>`. */
const col = (
  key: keyof DeviceRow & string,
  extra: Partial<ScreenColumn<DeviceRow>> = {},
  label: string = key,
): ScreenColumn<DeviceRow> => ({
  key,
  label: field(label),
  ...extra,
});
/** An amount in the device's currency (its customer's), in the user's language. */
const amount = (key: keyof DeviceRow & string, hidden = false, priority: 3 | 4 = 4) =>
  col(key, { align: 'right', hidden, priority, render: (row) => formatMoney(row[key] as number | null, row.currency, currentLang()) });
const count = (key: keyof DeviceRow & string, hidden = false) => col(key, { align: 'right', hidden, priority: 4 });
const faults = (key: 'faultCount' | 'warningCount', color: string) => (row: DeviceRow, ctx: Ctx) =>
  row[key] > 0 ? <Tag color={color}>{ctx.text('devices:value.faults', { count: row[key] })}</Tag> : ctx.text('devices:value.none');

/**
 * Every device field as a column; those hidden at first can be shown in the column settings. The
 * code and the machine's state (network, faults, warnings, material) stay on every width.
 */
const columns: ScreenColumn<DeviceRow>[] = [
  { key: 'keyword', label: field('keyword'), searchOnly: true, search: 'text' },
  col('deviceCode', {
    sortable: true,
    fixed: 'left',
    priority: 1,
    render: (row, ctx) => (
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        onClick={() => openDetail(row, ctx)}
        data-testid={`device-code-${row.deviceCode}`}
      >
        {row.deviceCode}
      </Button>
    ),
  }),
  col('nameplateNo', { sortable: true, hidden: true }),
  col('dtuCode', { sortable: true, priority: 4 }),
  col('name', { priority: 2, ellipsis: true, width: 150 }),
  col(
    'siteName',
    { priority: 4, ellipsis: true, width: 150, search: { type: 'custom', name: 'siteId', input: <DeviceOptionSelect list="sites" /> } },
    'site',
  ),
  col('address', { ellipsis: true, width: 180, priority: 4 }),
  col('online', {
    sortable: true,
    priority: 1,
    render: (row, ctx) => (
      <span data-testid={`online-${row.deviceCode}`}>
        <Badge
          status={row.online === 1 ? 'success' : 'default'}
          text={ctx.text(row.online === 1 ? 'devices:value.online' : 'devices:value.offline')}
        />
      </span>
    ),
    search: {
      type: 'select',
      options: [
        { value: 1, label: 'devices:value.online' },
        { value: 0, label: 'devices:value.offline' },
      ],
    },
  }),
  col(
    'faultCount',
    { sortable: true, priority: 1, render: faults('faultCount', 'red'), search: { type: 'select', name: 'fault', options: yesNo } },
    'fault',
  ),
  col(
    'warningCount',
    { sortable: true, priority: 1, render: faults('warningCount', 'gold'), search: { type: 'select', name: 'warning', options: yesNo } },
    'warning',
  ),
  col('materialState', {
    sortable: true,
    priority: 1,
    render: (row, ctx) => <Tag color={materialColor[row.materialState]}>{ctx.text(MATERIAL[row.materialState]!)}</Tag>,
    search: { type: 'select', options: options(MATERIAL) },
  }),
  col('status', {
    sortable: true,
    priority: 2,
    render: (row, ctx) => <Tag color={statusColor[row.status]}>{ctx.text(STATUS[row.status]!)}</Tag>,
    search: { type: 'select', options: options(STATUS) },
  }),
  count('salesToday'),
  amount('amountToday', false, 3),
  count('salesYesterday', true),
  amount('amountYesterday', true),
  count('salesMonth'),
  amount('amountMonth'),
  count('salesLastMonth', true),
  amount('amountLastMonth', true),
  col(
    'orgName',
    { priority: 3, ellipsis: true, width: 150, search: { type: 'custom', name: 'orgId', input: <OrgTreeSelect /> } },
    'customer',
  ),
  col('zoneName', { hidden: true, search: { type: 'custom', name: 'zoneId', input: <DeviceOptionSelect list="zones" /> } }, 'zone'),
  col('routeName', { hidden: true, search: { type: 'custom', name: 'routeId', input: <DeviceOptionSelect list="routes" /> } }, 'route'),
  col('modelName', { priority: 4, search: { type: 'custom', name: 'modelId', input: <DeviceOptionSelect list="models" /> } }, 'model'),
  col('lastOnlineAt', { sortable: true, priority: 4, render: 'dateTime' }),
  col('lastOfflineAt', { sortable: true, hidden: true, render: 'dateTime' }),
  col('appVersion', { priority: 4 }),
  col('mainboardVersion', { hidden: true }),
  col('dtuVersion', { hidden: true }),
  col('deployedAt', { sortable: true, hidden: true, render: 'dateTime' }),
  col('warrantyUntil', { sortable: true, hidden: true }),
  col('softwareExpiresAt', { sortable: true, hidden: true }),
  amount('rent', true),
  col('cooperationMode', {
    hidden: true,
    render: (row, ctx) => (row.cooperationMode === null ? '' : ctx.text(COOPERATION[row.cooperationMode]!)),
  }),
  col('cartLimit', { hidden: true }),
  amount('minOrderAmount', true),
  ...(['businessHours', 'country', 'province', 'city', 'district', 'lng', 'lat', 'fenceMeters'] as const).map((key) =>
    col(key, { hidden: true }),
  ),
  col('scenario', { hidden: true, render: { dict: 'site_scenario' } }),
  col('waterSource', { hidden: true, render: (row, ctx) => (row.waterSource ? ctx.text(WATER[row.waterSource]!) : '') }),
  ...(['cameraNo', 'labelPrinterNo', 'capacity'] as const).map((key) => col(key, { hidden: true })),
  // Set by the "low material" counter only.
  { key: 'lowMaterial', label: field('lowMaterial'), searchOnly: true, search: { type: 'hidden' } },
];

/** The device list; `showSecret` shows a new secret once after "rotate secret". */
export const deviceScreen = (showSecret: (answer: DeviceSecretAnswer) => void) =>
  defineScreen({
    endpoint: DEVICE_ENDPOINTS.list,
    key: 'devices',
    tableId: 'devices-list',
    testId: 'device-list-page',
    namespaces: ['devices'],
    permissions: DEVICE_PERMS,
    columns,
    searchVisible: 4,
    searchOrder: ['keyword', 'orgId', 'siteId', 'online', 'zoneId', 'routeId', 'modelId', 'status', 'materialState', 'fault', 'warning'],
    selectable: true,
    toolbar: [
      {
        key: 'add-button',
        label: 'common:action.add',
        icon: <PlusOutlined />,
        primary: true,
        permission: DEVICE_PERMS.add,
        onClick: (ctx) => void ctx.navigate('/deviceManage/add'),
      },
      'import',
    ],
    rowActions: [
      { key: 'detail', label: 'devices:action.detail', icon: <EyeOutlined />, permission: DEVICE_PERMS.query, onClick: openDetail },
      {
        key: 'edit',
        label: 'devices:action.edit',
        icon: <EditOutlined />,
        permission: DEVICE_PERMS.edit,
        onClick: (row, ctx) => void ctx.navigate(`/deviceManage/add?id=${row.id}`),
      },
      {
        key: 'secret',
        label: 'devices:action.rotateSecret',
        icon: <KeyOutlined />,
        permission: DEVICE_PERMS.secret,
        onClick: (row, ctx) =>
          ctx.confirm(ctx.text('devices:confirm.rotate', { code: row.deviceCode }), async () =>
            showSecret(await deviceApi.rotateSecret(row.id)),
          ),
      },
      'delete',
    ],
    rowExtra: (row, ctx) => (
      <>
        <DeviceRemoteActions
          device={{ id: row.id, deviceCode: row.deviceCode, online: row.online === 1, modelId: row.modelId }}
          compact
          onChanged={() => void ctx.queryClient.invalidateQueries({ queryKey: ['list', 'devices'] })}
        />
        <SaleQrAction device={{ id: row.id, deviceCode: row.deviceCode, name: row.name }} />
        <CameraPlaybackAction device={{ id: row.id, deviceCode: row.deviceCode, cameraNo: row.cameraNo }} />
      </>
    ),
    remove: { call: deviceApi.remove, name: (row) => row.deviceCode },
    import: {
      entity: 'devices:name',
      path: DEVICE_API.import,
      templatePath: DEVICE_API.importTemplate,
      templateName: 'device_template',
      maxRows: DEVICE_IMPORT_MAX_ROWS,
    },
    invalidates: [['device-counts']],
    refetchInterval: LIVE_REFRESH_MS,
  });
