import { DollarOutlined, EditOutlined, HistoryOutlined, LockOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  CARD_API,
  CARD_ENDPOINTS,
  CARD_LIMITS,
  CARD_PERMS,
  CARD_STATUSES,
  type CardStatus,
  type MemberCard,
  cardSaveSchema,
} from '@vr/contracts';
import { Tag } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { post, postForm } from '../../api/request';
import {
  customerColumn,
  defineScreen,
  FreshListScreenForm,
  ListPage,
  ListScreenImport,
  ListScreenSearch,
  ListScreenTable,
  type RowActionSpec,
  useListScreen,
} from '../../components/list-page';
import { currentLang } from '../../stores/app';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { CardFields } from './CardFields';
import { CardMoneyModal } from './CardMoneyModal';
import { STATUS_COLOR, moneyOf, recordPath } from './card-rows';

type Opened = { card: MemberCard; mode: 'topUp' | 'adjust' } | null;

const STATUS_ACTIONS: Array<{ status: CardStatus; label: string; icon: ReactNode; danger?: boolean }> = [
  { status: 'enabled', label: 'cards:action.enable', icon: <UnlockOutlined /> },
  { status: 'disabled', label: 'cards:action.disable', icon: <StopOutlined /> },
  { status: 'lost', label: 'cards:action.lost', icon: <LockOutlined />, danger: true },
];

/** Cards → member card swiping: the cards in the caller's scope, their balance and free uses, and what people change. */
function cardScreen(open: (o: Opened) => void) {
  return defineScreen({
    endpoint: CARD_ENDPOINTS.list,
    key: 'member-card',
    tableId: 'member-card',
    testId: 'member-card-page',
    namespaces: ['cards'],
    rowKey: 'id',
    permissions: CARD_PERMS,
    searchVisible: 3,
    columns: [
      { key: 'icCode', priority: 1, label: 'cards:field.icCode', sortable: true, width: 170, ellipsis: true, search: 'text' },
      {
        key: 'status',
        priority: 1,
        label: 'cards:field.status',
        width: 100,
        search: { type: 'select', options: CARD_STATUSES.map((s) => ({ value: s, label: `cards:status.${s}` })) },
        render: (row, ctx) => <Tag color={STATUS_COLOR[row.status]}>{ctx.text(`cards:status.${row.status}`)}</Tag>,
      },
      {
        key: 'balanceCents',
        priority: 1,
        label: 'cards:field.balance',
        sortable: true,
        width: 130,
        align: 'right',
        render: (row) => moneyOf(row.balanceCents, row.currency, currentLang()),
      },
      { key: 'freeUses', priority: 2, label: 'cards:field.freeUses', sortable: true, width: 110, align: 'right' },
      { key: 'merchant', priority: 2, label: 'cards:field.merchant', width: 160, ellipsis: true, search: 'text' },
      customerColumn<MemberCard>('cards:field.customer', { key: 'customerName', priority: 3, sortable: false, width: 160 }),
      { key: 'remark', priority: 4, label: 'cards:field.remark', width: 160, ellipsis: true },
      {
        key: 'createTime',
        priority: 4,
        label: 'cards:field.createTime',
        sortable: true,
        width: 170,
        render: (row) => formatDateTimeIn(row.createTime, businessTimeZone()),
      },
    ],
    searchOrder: ['icCode', 'status', 'orgId', 'merchant'],
    toolbar: [
      'add',
      'import',
      {
        key: 'card-records',
        label: 'cards:action.records',
        icon: <HistoryOutlined />,
        permission: CARD_PERMS.record,
        onClick: (ctx) => void ctx.navigate(recordPath()),
      },
    ],
    rowActions: [
      {
        key: 'topUp',
        label: 'cards:action.topUp',
        icon: <DollarOutlined />,
        permission: CARD_PERMS.topUp,
        onClick: (row) => open({ card: row, mode: 'topUp' }),
      },
      'edit',
      {
        key: 'adjust',
        label: 'cards:action.adjust',
        icon: <EditOutlined />,
        permission: CARD_PERMS.adjust,
        onClick: (row) => open({ card: row, mode: 'adjust' }),
      },
      ...STATUS_ACTIONS.map(({ status, label, icon, danger }): RowActionSpec<MemberCard> => ({
        key: `status-${status}`,
        label,
        icon,
        ...(danger ? { danger } : {}),
        permission: CARD_PERMS.status,
        disabled: (row) => row.status === status,
        onClick: (row, ctx) =>
          ctx.confirm(
            ctx.text('cards:action.statusConfirm', { code: row.icCode, status: ctx.text(`cards:status.${status}`) }),
            async () => {
              await post(CARD_API.status, { id: row.id, status });
              ctx.afterChange();
            },
          ),
      })),
      {
        key: 'records',
        label: 'cards:action.records',
        icon: <HistoryOutlined />,
        permission: CARD_PERMS.record,
        onClick: (row, ctx) => void ctx.navigate(recordPath(row)),
      },
    ],
    form: {
      schema: cardSaveSchema,
      entity: 'cards:name',
      as: 'modal',
      fields: (row) => <CardFields adding={row === null} />,
      initialValues: (row) =>
        row ? { icCode: row.icCode, merchant: row.merchant ?? '', status: row.status, remark: row.remark ?? '' } : { status: 'enabled' },
      create: (values) => postForm(CARD_API.save, values as Record<string, unknown>),
      update: (row, values) => postForm(CARD_API.save, { ...(values as Record<string, unknown>), id: row.id }),
    },
    import: {
      entity: 'cards:importName',
      path: CARD_API.import,
      templatePath: CARD_API.template,
      templateName: 'member_cards',
      maxRows: CARD_LIMITS.importRows,
      customer: { label: 'cards:import.customer', extra: 'cards:hint.importCustomer', required: 'cards:hint.importCustomerRequired' },
    },
  });
}

/** Cards → member card swiping. */
export default function MemberCardPage() {
  const [opened, setOpened] = useState<Opened>(null);
  const screen = useMemo(() => cardScreen(setOpened), []);
  const state = useListScreen(screen);
  return (
    <>
      <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
        <ListScreenTable state={state} />
      </ListPage>
      <FreshListScreenForm state={state} />
      <ListScreenImport state={state} />
      {opened && <CardMoneyModal card={opened.card} mode={opened.mode} onClose={() => setOpened(null)} onDone={state.afterChange} />}
    </>
  );
}
