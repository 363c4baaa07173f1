import {
  DEVICE_UPGRADE_ENDPOINTS,
  DEVICE_UPGRADE_PERMS,
  UPGRADE_STATUSES,
  UPGRADE_TARGETS,
  type UpgradeActionResult,
  type UpgradeRow,
} from '@vr/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListScreen, defineScreen, feedback, progressColumn } from '../../components/list-page';
import type { ScreenContext } from '../../components/list-page';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { upgradeApi } from './api';
import { CreateDialog } from './CreateDialog';
import { MachinesDrawer } from './MachinesDrawer';
import { UpgradeStatusTag, sizeText } from './StateTag';

type Text = ScreenContext<never>['text'];
const reported = (text: Text, key: 'done.continued' | 'done.retried' | 'done.cancelled', answer: UpgradeActionResult) =>
  feedback.success(text(`deviceUpgrade:${key}`, { sent: answer.sent, machines: answer.machines }));

/** Devices → device upgrade: upgrades with their progress, a new one, and each one's machines. */
export default function UpgradePage() {
  const [creating, setCreating] = useState<{ open: boolean; refresh?: () => void }>({ open: false });
  const [shown, setShown] = useState<UpgradeRow | null>(null);
  const [search] = useSearchParams();
  const [given, setGiven] = useState<number[]>([]);
  // `?devices=1,2` (the device list's "Remote upgrade") opens a new upgrade of those machines.
  const asked = search.get('devices');
  const [seen, setSeen] = useState<string | null>(null);
  if (asked !== seen) {
    setSeen(asked);
    const ids = (asked ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    if (ids.length) {
      setGiven(ids);
      setCreating({ open: true });
    }
  }
  // The address keeps the machines: changing it would make it another page, opened in a tab of its
  // own without the form. The form opens once per address; a reload opens it again, as asked.

  const screen = useMemo(
    () =>
      defineScreen({
        endpoint: DEVICE_UPGRADE_ENDPOINTS.list,
        key: 'device-upgrades',
        tableId: 'device-upgrade',
        testId: 'device-upgrade-page',
        namespaces: ['deviceUpgrade'],
        permissions: { list: DEVICE_UPGRADE_PERMS.list },
        refetchInterval: 5000,
        searchOrder: ['target', 'status', 'version', 'range'],
        columns: [
          {
            key: 'target',
            label: 'deviceUpgrade:field.target',
            priority: 1,
            width: 110,
            render: (row, ctx) => ctx.text(`deviceUpgrade:target.${row.target}`),
            search: { type: 'select', options: UPGRADE_TARGETS.map((v) => ({ value: v, label: `deviceUpgrade:target.${v}` })) },
          },
          { key: 'version', label: 'deviceUpgrade:field.version', priority: 1, width: 130, ellipsis: true, sortable: true, search: 'text' },
          {
            key: 'status',
            label: 'deviceUpgrade:field.status',
            priority: 1,
            width: 100,
            render: (row) => <UpgradeStatusTag status={row.status} />,
            search: { type: 'select', options: UPGRADE_STATUSES.map((v) => ({ value: v, label: `deviceUpgrade:status.${v}` })) },
          },
          progressColumn<UpgradeRow>(
            'progress',
            'deviceUpgrade:field.progress',
            ({ counts: c }) => ({ total: c.total, done: c.success, ended: c.success + c.failed + c.cancelled, failed: c.failed }),
            ({ counts: c }, ctx) =>
              ctx.text('deviceUpgrade:detail.counts', {
                total: c.total,
                success: c.success,
                failed: c.failed,
                running: c.running,
                pending: c.pending,
              }),
            { width: 170 },
          ),
          {
            key: 'stage',
            label: 'deviceUpgrade:field.stage',
            priority: 3,
            width: 90,
            render: (row, ctx) => ctx.text(`deviceUpgrade:stage.${row.stage}`),
          },
          {
            key: 'package',
            label: 'deviceUpgrade:field.package',
            priority: 4,
            width: 200,
            ellipsis: true,
            render: (row) => (row.fileName ? `${row.fileName} (${sizeText(row.size)})` : row.packageUrl),
          },
          {
            key: 'machines',
            label: 'deviceUpgrade:field.machines',
            priority: 4,
            width: 140,
            ellipsis: true,
            render: (row, ctx) => row.modelName ?? ctx.text('deviceUpgrade:scope.machines'),
          },
          { key: 'createdBy', label: 'deviceUpgrade:field.createdBy', priority: 4, width: 110, ellipsis: true },
          {
            key: 'createTime',
            label: 'deviceUpgrade:field.createTime',
            priority: 3,
            width: 165,
            sortable: true,
            render: (row) => formatDateTimeIn(row.createTime, businessTimeZone()),
          },
          {
            key: 'range',
            label: 'deviceUpgrade:field.time',
            searchOnly: true,
            search: { type: 'dateRange', from: 'beginTime', to: 'endTime' },
          },
        ],
        toolbar: [
          {
            key: 'upgrade-add',
            label: 'deviceUpgrade:menu.DeviceUpgradeAdd',
            primary: true,
            permission: DEVICE_UPGRADE_PERMS.add,
            onClick: (ctx) => setCreating({ open: true, refresh: ctx.afterChange }),
          },
        ],
        rowActions: [
          { key: 'machines', label: 'deviceUpgrade:action.detail', onClick: (row) => setShown(row) },
          {
            key: 'continue',
            label: 'deviceUpgrade:action.continue',
            permission: DEVICE_UPGRADE_PERMS.continue,
            disabled: (row) => row.status !== 'staged',
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('deviceUpgrade:confirm.continue'), async () => {
                reported(ctx.text, 'done.continued', await upgradeApi.continue(row.id));
                ctx.afterChange();
              }),
          },
          {
            key: 'retry',
            label: 'deviceUpgrade:action.retry',
            permission: DEVICE_UPGRADE_PERMS.retry,
            disabled: (row) => row.counts.failed === 0 || row.status === 'cancelled',
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('deviceUpgrade:confirm.retry'), async () => {
                reported(ctx.text, 'done.retried', await upgradeApi.retry(row.id));
                ctx.afterChange();
              }),
          },
          {
            key: 'cancel',
            label: 'deviceUpgrade:action.cancel',
            permission: DEVICE_UPGRADE_PERMS.cancel,
            danger: true,
            disabled: (row) => row.counts.pending + row.counts.running === 0 || row.status === 'cancelled',
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('deviceUpgrade:confirm.cancel'), async () => {
                reported(ctx.text, 'done.cancelled', await upgradeApi.cancel(row.id));
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
      <CreateDialog
        open={creating.open}
        machines={given}
        onClose={() => {
          setGiven([]);
          setCreating({ open: false });
        }}
        onDone={() => {
          creating.refresh?.();
          setGiven([]);
          setCreating({ open: false });
        }}
      />
      <MachinesDrawer upgrade={shown} onClose={() => setShown(null)} />
    </>
  );
}
