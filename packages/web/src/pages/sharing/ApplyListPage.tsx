import {
  SHARING_API,
  SHARING_APPLY_STATUS,
  SHARING_BUSINESS_TYPE,
  SHARING_ENDPOINTS,
  SHARING_PERMS,
  SHARING_SIGN_STATUS,
  type SharingApplyRow,
} from '@vr/contracts';
import { useMemo, useState } from 'react';
import { post } from '../../api/request';
import { codedColumn, CodedTag } from '../../components/coded-tag';
import { type CustomAction, customerColumn, defineScreen, ListScreen } from '../../components/list-page';
import { ApplyDetail } from './ApplyDetail';
import { applyPath } from './paths';
import { RejectDialog } from './RejectDialog';

/** An action offered in the row's states (`when`): once the person confirms (`sharing:confirm.<key>`), it calls and refreshes the list. */
const confirmed = (
  key: string,
  when: (row: SharingApplyRow) => boolean,
  call: (row: SharingApplyRow) => Promise<unknown>,
): CustomAction<SharingApplyRow> => ({
  key,
  label: `sharing:action.${key}`,
  permission: SHARING_PERMS.applyReview,
  disabled: (row) => !when(row),
  onClick: (row, ctx) =>
    ctx.confirm(ctx.text(`sharing:confirm.${key}`, { name: row.name }), async () => {
      await call(row);
      ctx.afterChange();
    }),
});

const is = (row: SharingApplyRow, apply: number, sign?: number) =>
  row.applyStatus === apply && (sign === undefined || row.signStatus === sign);

/** Finance → sharing applications: review, reject with a reason, cancel, record the provider's signing; the history on the detail. */
export default function ApplyListPage() {
  const [detail, setDetail] = useState<number | null>(null);
  // The application being rejected, and how to refresh the list once it is.
  const [rejecting, setRejecting] = useState<{ row: SharingApplyRow; refresh(): void } | null>(null);
  const screen = useMemo(
    () =>
      defineScreen({
        endpoint: SHARING_ENDPOINTS.applies,
        key: 'sharing-applies',
        tableId: 'finance-sharing-apply',
        testId: 'sharing-apply-page',
        namespaces: ['sharing'],
        permissions: { list: SHARING_PERMS.applyList },
        searchVisible: 3,
        columns: [
          { key: 'name', priority: 1, label: 'sharing:field.name', sortable: true, ellipsis: true, width: 180, search: 'text' },
          codedColumn<SharingApplyRow>('applyStatus', 'sharing:field.applyStatus', SHARING_APPLY_STATUS, {
            tagTestId: (row) => `apply-status-${row.id}`,
            searchTestId: 'search-applyStatus',
          }),
          codedColumn<SharingApplyRow>('signStatus', 'sharing:field.signStatus', SHARING_SIGN_STATUS, {
            tagTestId: (row) => `sign-status-${row.id}`,
            searchTestId: 'search-signStatus',
          }),
          customerColumn('sharing:field.customer', { key: 'customerName', sortable: false, width: 150 }),
          { key: 'merchantNo', priority: 4, label: 'sharing:field.merchantNo', ellipsis: true, width: 140 },
          {
            key: 'businessType',
            priority: 3,
            label: 'sharing:field.businessType',
            width: 150,
            render: (row) => <CodedTag statuses={SHARING_BUSINESS_TYPE} code={row.businessType} />,
          },
          { key: 'payMerchantName', priority: 4, label: 'sharing:field.payConfig', ellipsis: true, width: 150 },
          { key: 'createTime', priority: 3, label: 'sharing:field.createTime', sortable: true, width: 170, render: 'dateTime' },
        ],
        rowActions: [
          { key: 'detail', label: 'sharing:action.detail', onClick: (row) => setDetail(row.id) },
          confirmed(
            'approve',
            (row) => is(row, 0, 4),
            (row) => post(SHARING_API.applyReview, { id: row.id, approve: true }),
          ),
          {
            key: 'reject',
            label: 'sharing:action.reject',
            danger: true,
            permission: SHARING_PERMS.applyReview,
            disabled: (row) => !is(row, 0, 4),
            onClick: (row, ctx) => setRejecting({ row, refresh: ctx.afterChange }),
          },
          confirmed(
            'signed',
            (row) => is(row, 1, 0) || is(row, 1, 1),
            (row) => post(SHARING_API.applySign, { id: row.id, signStatus: 2 }),
          ),
          confirmed(
            'signFailed',
            (row) => is(row, 1, 0),
            (row) => post(SHARING_API.applySign, { id: row.id, signStatus: 1 }),
          ),
          {
            key: 'resubmit',
            label: 'sharing:action.resubmit',
            permission: SHARING_PERMS.applyAdd,
            disabled: (row) => !is(row, 2),
            onClick: (row, ctx) => void ctx.navigate(`${applyPath(row.payConfigId, String(row.orgId))}?applyId=${row.id}`),
          },
          {
            ...confirmed(
              'cancel',
              (row) => is(row, 0) || is(row, 2),
              (row) => post(SHARING_API.applyCancel, { id: row.id }),
            ),
            danger: true,
            permission: SHARING_PERMS.applyCancel,
          },
        ],
      }),
    [],
  );
  return (
    <>
      <ListScreen screen={screen} />
      {detail !== null && <ApplyDetail id={detail} onClose={() => setDetail(null)} />}
      {rejecting && (
        <RejectDialog
          row={rejecting.row}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            rejecting.refresh();
          }}
        />
      )}
    </>
  );
}
