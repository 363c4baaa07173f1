import { AuditOutlined, EyeOutlined } from '@ant-design/icons';
import { FRANCHISEE_ENDPOINTS, FRANCHISEE_PERMS, FRANCHISEE_STATE_DICT, type FranchiseeRecord } from '@vr/contracts';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ListPage, ListScreenSearch, ListScreenTable, defineScreen, dictColumn, useListScreen } from '../../components/list-page';
import { DetailDrawer, ReviewDrawer } from './ReviewDrawer';

interface Handlers {
  view(row: FranchiseeRecord): void;
  review(row: FranchiseeRecord): void;
}

/** Devices → franchisee review: the applications in the caller's scope. */
function franchiseeScreen({ view, review }: Handlers) {
  return defineScreen({
    endpoint: FRANCHISEE_ENDPOINTS.list,
    key: 'device-franchisee',
    testId: 'device-franchisee-page',
    namespaces: ['franchisees'],
    permissions: { list: FRANCHISEE_PERMS.list },
    searchVisible: 3,
    columns: [
      {
        key: 'keyword',
        label: 'franchisees:field.keyword',
        searchOnly: true,
        search: 'text',
      },
      {
        key: 'companyName',
        priority: 1,
        label: 'franchisees:field.companyName',
        sortable: true,
        width: 200,
        ellipsis: true,
        render: (row) => (
          <Typography.Link onClick={() => view(row)} data-testid={`franchisee-${row.id}`}>
            {row.companyName}
          </Typography.Link>
        ),
      },
      dictColumn<FranchiseeRecord>('state', 'franchisees:field.state', FRANCHISEE_STATE_DICT, { width: 110 }),
      { key: 'submitTime', priority: 1, label: 'franchisees:field.submitTime', sortable: true, width: 170, render: 'dateTime' },
      { key: 'contactName', priority: 2, label: 'franchisees:field.contactName', width: 120, ellipsis: true },
      { key: 'contactPhone', priority: 2, label: 'franchisees:field.contactPhone', width: 140, ellipsis: true },
      { key: 'region', priority: 2, label: 'franchisees:field.region', width: 130, ellipsis: true },
      {
        key: 'plannedMachines',
        priority: 3,
        label: 'franchisees:field.plan',
        sortable: true,
        width: 170,
        render: (row, ctx) => ctx.text('franchisees:plan', { points: row.plannedPoints, machines: row.plannedMachines }),
      },
      {
        key: 'documents',
        priority: 3,
        label: 'franchisees:field.documents',
        width: 110,
        render: (row, ctx) => ctx.text('franchisees:documentCount', { count: row.documents.length }),
      },
      { key: 'rejectReason', priority: 4, label: 'franchisees:field.rejectReason', width: 180, ellipsis: true },
      { key: 'reviewedBy', priority: 4, label: 'franchisees:field.reviewedBy', width: 120, ellipsis: true },
      { key: 'reviewTime', priority: 4, label: 'franchisees:field.reviewTime', sortable: true, width: 170, render: 'dateTime' },
      { key: 'customerName', priority: 4, label: 'franchisees:field.customer', width: 160, ellipsis: true },
      {
        key: 'range',
        label: 'franchisees:field.range',
        searchOnly: true,
        search: { type: 'dateRange', from: 'beginTime', to: 'endTime' },
      },
    ],
    searchOrder: ['keyword', 'state', 'range'],
    rowActions: [
      { key: 'view', label: 'franchisees:action.view', icon: <EyeOutlined />, onClick: (row) => view(row) },
      {
        key: 'review',
        label: 'franchisees:action.review',
        icon: <AuditOutlined />,
        permission: FRANCHISEE_PERMS.review,
        disabled: (row) => row.state !== 'pending',
        onClick: (row) => review(row),
      },
    ],
  });
}

/** Devices → franchisee review: the applications from the public page, read with their documents, passed or rejected. */
export default function FranchiseePage() {
  const [viewing, setViewing] = useState<FranchiseeRecord | null>(null);
  const [reviewing, setReviewing] = useState<FranchiseeRecord | null>(null);
  const screen = useMemo(() => franchiseeScreen({ view: setViewing, review: setReviewing }), []);
  const state = useListScreen(screen);
  return (
    <>
      <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
        <ListScreenTable state={state} />
      </ListPage>
      {viewing && <DetailDrawer record={viewing} onClose={() => setViewing(null)} />}
      {reviewing && <ReviewDrawer record={reviewing} onClose={() => setReviewing(null)} onDone={state.afterChange} />}
    </>
  );
}
