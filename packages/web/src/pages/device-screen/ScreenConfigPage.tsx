import { DEVICE_SCREEN_ENDPOINTS, DEVICE_SCREEN_PERMS, DEVICE_SCREEN_ROUTE, SCREEN_TARGETS, type ScreenConfigRow } from '@vr/contracts';
import { Space } from 'antd';
import { useMemo, useState } from 'react';
import { deliveryColumn } from '../../components/delivery';
import { ListScreen, defineScreen, feedback } from '../../components/list-page';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { screenApi } from './api';
import { MachinesDrawer } from './MachinesDrawer';
import { Swatch } from './StateTag';

/** Devices → interface configuration: what the machines' screens show, and how far each configuration reached its machines. */
export default function ScreenConfigPage() {
  const [shown, setShown] = useState<ScreenConfigRow | null>(null);
  const screen = useMemo(
    () =>
      defineScreen({
        endpoint: DEVICE_SCREEN_ENDPOINTS.list,
        key: 'device-screens',
        tableId: 'device-screen',
        testId: 'device-screen-page',
        namespaces: ['deviceScreen'],
        permissions: { list: DEVICE_SCREEN_PERMS.list },
        refetchInterval: 10_000,
        searchOrder: ['name', 'appliesTo'],
        columns: [
          { key: 'name', label: 'deviceScreen:field.name', priority: 1, width: 160, ellipsis: true, sortable: true, search: 'text' },
          {
            key: 'appliesTo',
            label: 'deviceScreen:field.target',
            priority: 1,
            width: 170,
            ellipsis: true,
            render: (row, ctx) =>
              row.appliesTo === 'model'
                ? `${ctx.text('deviceScreen:field.model')}: ${row.modelName ?? ''}`
                : `${ctx.text('deviceScreen:target.devices')} (${row.deviceIds.length})`,
            search: { type: 'select', options: SCREEN_TARGETS.map((v) => ({ value: v, label: `deviceScreen:target.${v}` })) },
          },
          deliveryColumn<ScreenConfigRow>('deviceScreen', 160),
          { key: 'orgName', label: 'deviceScreen:field.org', priority: 3, width: 140, ellipsis: true },
          {
            key: 'homeLayout',
            label: 'deviceScreen:field.homeLayout',
            priority: 3,
            width: 100,
            render: (row, ctx) => ctx.text(`deviceScreen:layout.${row.homeLayout}`),
          },
          {
            key: 'language',
            label: 'deviceScreen:field.language',
            priority: 4,
            width: 90,
            render: (row, ctx) => ctx.text(`deviceScreen:lang.${row.language}`),
          },
          {
            key: 'colors',
            label: 'deviceScreen:field.colors',
            priority: 3,
            width: 200,
            render: (row) => (
              <Space size={8}>
                <Swatch color={row.primaryColor} />
                <Swatch color={row.backgroundColor} />
              </Space>
            ),
          },
          { key: 'revision', label: 'deviceScreen:field.revision', priority: 4, width: 70, align: 'right' },
          { key: 'updatedBy', label: 'deviceScreen:field.updatedBy', priority: 4, width: 110, ellipsis: true },
          {
            key: 'updateTime',
            label: 'deviceScreen:field.updateTime',
            priority: 3,
            width: 165,
            sortable: true,
            render: (row) => formatDateTimeIn(row.updateTime, businessTimeZone()),
          },
        ],
        toolbar: [
          {
            key: 'screen-add',
            label: 'deviceScreen:menu.InterfaceConfigurationAdd',
            primary: true,
            permission: DEVICE_SCREEN_PERMS.add,
            onClick: (ctx) => void ctx.navigate(`${DEVICE_SCREEN_ROUTE}/Add/index`),
          },
        ],
        rowActions: [
          { key: 'machines', label: 'deviceScreen:action.machines', onClick: (row) => setShown(row) },
          {
            key: 'edit',
            label: 'deviceScreen:action.edit',
            permission: DEVICE_SCREEN_PERMS.edit,
            onClick: (row, ctx) => void ctx.navigate(`${DEVICE_SCREEN_ROUTE}/Edit/index/${row.id}`),
          },
          {
            key: 'copy',
            label: 'deviceScreen:action.copy',
            permission: DEVICE_SCREEN_PERMS.add,
            onClick: (row, ctx) => void ctx.navigate(`${DEVICE_SCREEN_ROUTE}/Add/index?copy=${row.id}`),
          },
          {
            key: 'remove',
            label: 'common:action.delete',
            permission: DEVICE_SCREEN_PERMS.remove,
            danger: true,
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('deviceScreen:confirm.remove'), async () => {
                const answer = await screenApi.remove(row.id);
                feedback.success(ctx.text('deviceScreen:done.removed', { ...answer }));
                ctx.afterChange();
              }),
          },
        ],
      }),
    [],
  );

  return (
    <>
      <ListScreen screen={screen} />
      <MachinesDrawer config={shown} onClose={() => setShown(null)} />
    </>
  );
}
