import {
  AD_ENDPOINTS,
  AD_KINDS,
  AD_RELEASE_PERMS,
  AD_RELEASE_STATUSES,
  type AdReleaseActionResult,
  type AdReleaseRow,
} from '@vr/contracts';
import { useMemo, useState } from 'react';
import { ListScreen, customerColumn, defineScreen, feedback, progressColumn } from '../../components/list-page';
import type { ScreenContext } from '../../components/list-page';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { adApi } from './api';
import { MachinesDrawer } from './MachinesDrawer';
import { ReleaseDialog } from './ReleaseDialog';
import { ReleaseStatusTag } from './StateTag';

type Text = ScreenContext<never>['text'];
const reported = (text: Text, key: 'done.retried' | 'done.withdrawn', answer: AdReleaseActionResult) =>
  feedback.success(text(`ads:${key}`, { sent: answer.sent, machines: answer.machines }));

/** Advertising → releases: which material shows on which machines when, delivered and acknowledged per machine. */
export default function AdReleasePage() {
  // The release form: new (no release) or editing one; the list refreshes after a save.
  const [editing, setEditing] = useState<{ open: boolean; release?: AdReleaseRow; refresh?: () => void }>({ open: false });
  const [shown, setShown] = useState<AdReleaseRow | null>(null);
  const screen = useMemo(
    () =>
      defineScreen({
        endpoint: AD_ENDPOINTS.releases,
        key: 'ad-releases',
        tableId: 'ad-release',
        testId: 'ad-release-page',
        namespaces: ['ads'],
        permissions: { list: AD_RELEASE_PERMS.list },
        refetchInterval: 5000,
        searchOrder: ['name', 'status', 'kind'],
        columns: [
          { key: 'name', label: 'ads:field.release', priority: 1, width: 160, ellipsis: true, sortable: true, search: 'text' },
          { key: 'materialName', label: 'ads:field.material', priority: 1, width: 150, ellipsis: true },
          {
            key: 'kind',
            label: 'ads:field.kind',
            priority: 4,
            width: 80,
            render: (row, ctx) => ctx.text(`ads:kindLabel.${row.kind}`),
            search: { type: 'select', options: AD_KINDS.map((k) => ({ value: k, label: `ads:kindLabel.${k}` })) },
          },
          {
            key: 'status',
            label: 'ads:field.status',
            priority: 1,
            width: 100,
            render: (row) => <ReleaseStatusTag status={row.status} />,
            search: { type: 'select', options: AD_RELEASE_STATUSES.map((v) => ({ value: v, label: `ads:status.${v}` })) },
          },
          progressColumn<AdReleaseRow>(
            'progress',
            'ads:field.progress',
            ({ counts: c }) => ({ total: c.total, done: c.delivered, ended: c.delivered + c.failed, failed: c.failed }),
            ({ counts: c }, ctx) =>
              ctx.text('ads:detail.counts', { total: c.total, delivered: c.delivered, failed: c.failed, pending: c.pending }),
          ),
          {
            key: 'days',
            label: 'ads:field.days',
            priority: 2,
            width: 190,
            render: (row) => `${row.beginDate} – ${row.endDate}`,
          },
          { key: 'hours', label: 'ads:field.hours', priority: 3, width: 110, render: (row) => `${row.hourFrom}–${row.hourTo}` },
          {
            key: 'target',
            label: 'ads:field.target',
            priority: 4,
            width: 150,
            ellipsis: true,
            render: (row, ctx) => (row.siteNames ? row.siteNames.join(', ') : ctx.text('ads:targetBy.machines')),
          },
          { key: 'sort', label: 'ads:field.sort', priority: 4, width: 80, align: 'right', sortable: true },
          customerColumn<AdReleaseRow>('ads:field.customer', { key: 'customerName', sortable: false, search: undefined, priority: 4 }),
          { key: 'createdBy', label: 'ads:field.createdBy', priority: 4, width: 110, ellipsis: true },
          {
            key: 'createTime',
            label: 'ads:field.createTime',
            priority: 4,
            width: 165,
            sortable: true,
            render: (row) => formatDateTimeIn(row.createTime, businessTimeZone()),
          },
        ],
        toolbar: [
          {
            key: 'release-add',
            label: 'ads:menu.AdReleaseAdd',
            primary: true,
            permission: AD_RELEASE_PERMS.add,
            onClick: (ctx) => setEditing({ open: true, refresh: ctx.afterChange }),
          },
        ],
        rowActions: [
          { key: 'machines', label: 'ads:field.machines', onClick: (row) => setShown(row) },
          {
            key: 'edit',
            label: 'ads:menu.AdReleaseEdit',
            permission: AD_RELEASE_PERMS.edit,
            disabled: (row) => row.status !== 'active',
            onClick: (row, ctx) => setEditing({ open: true, release: row, refresh: ctx.afterChange }),
          },
          {
            key: 'retry',
            label: 'ads:menu.AdReleaseRetry',
            permission: AD_RELEASE_PERMS.retry,
            disabled: (row) => row.counts.failed === 0 || row.status !== 'active',
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('ads:confirm.retry'), async () => {
                reported(ctx.text, 'done.retried', await adApi.retry(row.id));
                ctx.afterChange();
              }),
          },
          {
            key: 'withdraw',
            label: 'ads:menu.AdReleaseWithdraw',
            permission: AD_RELEASE_PERMS.withdraw,
            danger: true,
            disabled: (row) => row.status === 'withdrawn',
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('ads:confirm.withdraw'), async () => {
                reported(ctx.text, 'done.withdrawn', await adApi.withdraw(row.id));
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
      <ReleaseDialog
        key={editing.release?.id ?? 'new'}
        open={editing.open}
        release={editing.release ?? null}
        onClose={() => setEditing({ open: false })}
        onDone={() => {
          editing.refresh?.();
          setEditing({ open: false });
          setShown(null);
        }}
      />
      <MachinesDrawer release={shown} onClose={() => setShown(null)} onEdit={(release) => setEditing({ open: true, release })} />
    </>
  );
}
