import {
  SHARING_API,
  SHARING_APPLY_STATUS,
  SHARING_BUSINESS_TYPE,
  SHARING_ENDPOINTS,
  SHARING_PERMS,
  SHARING_SIGN_STATUS,
  type SharingApplyDetail,
  type SharingApplyRow,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Image, Input, Modal, Select, Space, Timeline, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { RequestError } from '../../api/request-error';
import { codedOptions, CodedTag } from '../../components/coded-tag';
import {
  defineScreen,
  feedback,
  ListPage,
  ListScreenSearch,
  ListScreenTable,
  type ScreenContext,
  useListScreen,
} from '../../components/list-page';
import { useAppStore } from '../../stores/app';
import { formatDateTime } from '../../utils/format';
import { applyPath } from './paths';

function StatusSelect({
  statuses,
  testId,
  ...props
}: {
  statuses: typeof SHARING_APPLY_STATUS | typeof SHARING_SIGN_STATUS;
  testId: string;
  value?: number;
  onChange?: (v: number | undefined) => void;
}) {
  const lang = useAppStore((s) => s.language);
  return <Select allowClear style={{ width: 160 }} options={codedOptions(statuses, lang)} data-testid={testId} {...props} />;
}

const act = (ctx: ScreenContext<SharingApplyRow>, text: string, call: () => Promise<unknown>) =>
  ctx.confirm(text, async () => {
    await call();
    ctx.afterChange();
  });

const is = (row: SharingApplyRow, apply: number, sign?: number) =>
  row.applyStatus === apply && (sign === undefined || row.signStatus === sign);

/** The application with its pictures and the history of its transitions. */
function ApplyDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('sharing');
  const detail = useQuery({
    queryKey: ['sharing-apply', id],
    queryFn: async () => (await get<SharingApplyDetail>(`${SHARING_API.applyDetail}`, { id })).data!,
  });
  const d = detail.data;
  return (
    <Drawer open title={d?.name ?? ''} onClose={onClose} size="large" data-testid="apply-detail">
      {d && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('field.customer')}>{d.customerName}</Descriptions.Item>
            <Descriptions.Item label={t('field.payConfig')}>{d.payMerchantName}</Descriptions.Item>
            <Descriptions.Item label={t('field.merchantNo')}>{d.merchantNo}</Descriptions.Item>
            <Descriptions.Item label={t('field.contact')}>{[d.contact, d.phone].filter(Boolean).join(' · ')}</Descriptions.Item>
            <Descriptions.Item label={t('field.businessType')}>
              <CodedTag statuses={SHARING_BUSINESS_TYPE} code={d.businessType} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.applyStatus')}>
              <CodedTag statuses={SHARING_APPLY_STATUS} code={d.applyStatus} testId="detail-apply-status" />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.signStatus')}>
              <CodedTag statuses={SHARING_SIGN_STATUS} code={d.signStatus} />
            </Descriptions.Item>
            {d.rejectReason && <Descriptions.Item label={t('field.rejectReason')}>{d.rejectReason}</Descriptions.Item>}
          </Descriptions>
          {d.attachments.length > 0 && (
            <Space wrap style={{ marginTop: 16 }}>
              {d.attachments.map((url, i) => (
                <Image key={`${url}-${i}`} src={url} width={96} height={96} style={{ objectFit: 'cover' }} />
              ))}
            </Space>
          )}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('history')}
          </Typography.Title>
          <Timeline
            data-testid="apply-history"
            items={d.history.map((h) => ({
              children: (
                <>
                  <Typography.Text strong>
                    {t(`historyAction.${h.action}` as 'historyAction.apply', { defaultValue: h.action })}
                  </Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {formatDateTime(h.time)} · {h.by}
                  </Typography.Text>
                  <div>
                    {h.fromApply !== null && (
                      <>
                        <CodedTag statuses={SHARING_APPLY_STATUS} code={h.fromApply} /> →{' '}
                      </>
                    )}
                    <CodedTag statuses={SHARING_APPLY_STATUS} code={h.toApply} />
                    <CodedTag statuses={SHARING_SIGN_STATUS} code={h.toSign} />
                  </div>
                  {h.reason && <Typography.Text type="secondary">{h.reason}</Typography.Text>}
                </>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}

/** Asks the reason of a rejection and sends it. */
function RejectDialog({ row, onClose, onDone }: { row: SharingApplyRow; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('sharing');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    try {
      await post(SHARING_API.applyReview, { id: row.id, approve: false, reason });
      feedback.success(t('saved'));
      onDone();
    } catch (e) {
      setError(e instanceof RequestError ? e.message : String(e));
    }
  };
  return (
    <Modal
      open
      title={t('rejectTitle', { name: row.name })}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('action.reject')}
      okButtonProps={{ danger: true, id: 'reject-ok' }}
    >
      <Input.TextArea
        rows={3}
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('field.rejectReason')}
        data-testid="reject-reason"
        status={error ? 'error' : undefined}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}

/** Finance → sharing applications: review, reject with a reason, cancel, record the provider's signing; the history on the detail. */
export default function ApplyListPage() {
  const [detail, setDetail] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<SharingApplyRow | null>(null);
  const screen = useMemo(
    () =>
      defineScreen({
        endpoint: SHARING_ENDPOINTS.applies,
        key: 'sharing-applies',
        tableId: 'finance-sharing-apply',
        testId: 'sharing-apply-page',
        namespaces: ['sharing'],
        rowKey: 'id',
        permissions: { list: SHARING_PERMS.applyList },
        searchVisible: 3,
        columns: [
          { key: 'name', priority: 1, label: 'sharing:field.name', sortable: true, ellipsis: true, width: 180, search: 'text' },
          {
            key: 'applyStatus',
            priority: 1,
            label: 'sharing:field.applyStatus',
            sortable: true,
            width: 110,
            render: (row) => <CodedTag statuses={SHARING_APPLY_STATUS} code={row.applyStatus} testId={`apply-status-${row.id}`} />,
            search: { type: 'custom', input: <StatusSelect statuses={SHARING_APPLY_STATUS} testId="search-applyStatus" /> },
          },
          {
            key: 'signStatus',
            priority: 1,
            label: 'sharing:field.signStatus',
            sortable: true,
            width: 110,
            render: (row) => <CodedTag statuses={SHARING_SIGN_STATUS} code={row.signStatus} testId={`sign-status-${row.id}`} />,
            search: { type: 'custom', input: <StatusSelect statuses={SHARING_SIGN_STATUS} testId="search-signStatus" /> },
          },
          {
            key: 'customerName',
            priority: 2,
            label: 'sharing:field.customer',
            ellipsis: true,
            width: 150,
            search: { type: 'org', name: 'orgId' },
          },
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
          {
            key: 'approve',
            label: 'sharing:action.approve',
            permission: SHARING_PERMS.applyReview,
            disabled: (row) => !is(row, 0, 4),
            onClick: (row, ctx) =>
              act(ctx, ctx.text('sharing:confirm.approve', { name: row.name }), () =>
                post(SHARING_API.applyReview, { id: row.id, approve: true }),
              ),
          },
          {
            key: 'reject',
            label: 'sharing:action.reject',
            danger: true,
            permission: SHARING_PERMS.applyReview,
            disabled: (row) => !is(row, 0, 4),
            onClick: (row) => setRejecting(row),
          },
          {
            key: 'signed',
            label: 'sharing:action.signed',
            permission: SHARING_PERMS.applyReview,
            disabled: (row) => !(is(row, 1, 0) || is(row, 1, 1)),
            onClick: (row, ctx) =>
              act(ctx, ctx.text('sharing:confirm.signed', { name: row.name }), () =>
                post(SHARING_API.applySign, { id: row.id, signStatus: 2 }),
              ),
          },
          {
            key: 'signFailed',
            label: 'sharing:action.signFailed',
            permission: SHARING_PERMS.applyReview,
            disabled: (row) => !is(row, 1, 0),
            onClick: (row, ctx) =>
              act(ctx, ctx.text('sharing:confirm.signFailed', { name: row.name }), () =>
                post(SHARING_API.applySign, { id: row.id, signStatus: 1 }),
              ),
          },
          {
            key: 'resubmit',
            label: 'sharing:action.resubmit',
            permission: SHARING_PERMS.applyAdd,
            disabled: (row) => !is(row, 2),
            onClick: (row, ctx) => void ctx.navigate(`${applyPath(row.payConfigId, String(row.orgId))}?applyId=${row.id}`),
          },
          {
            key: 'cancel',
            label: 'sharing:action.cancel',
            danger: true,
            permission: SHARING_PERMS.applyCancel,
            disabled: (row) => !(is(row, 0) || is(row, 2)),
            onClick: (row, ctx) =>
              act(ctx, ctx.text('sharing:confirm.cancel', { name: row.name }), () => post(SHARING_API.applyCancel, { id: row.id })),
          },
        ],
      }),
    [],
  );
  const state = useListScreen(screen);
  return (
    <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
      <ListScreenTable state={state} />
      {detail !== null && <ApplyDetail id={detail} onClose={() => setDetail(null)} />}
      {rejecting && (
        <RejectDialog
          row={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            void state.query.refetch();
          }}
        />
      )}
    </ListPage>
  );
}
