import {
  type DeployStatusRow,
  DEPLOY_STATES,
  GOODS_DEPLOY_ENDPOINTS,
  GOODS_DEPLOY_PERMS,
  ROLLOUT_STATUSES,
  type RolloutRow,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Progress, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect, codeColumn, feedback, ListScreen, SearchSelect, defineScreen } from '../../components/list-page';
import type { ScreenContext } from '../../components/list-page';
import { deployApi } from './api';
import { RolloutDialog } from './RolloutDialog';
import { DeployStateTag, versionText } from './StateTag';

const STATE_OPTIONS = DEPLOY_STATES.map((s) => ({ value: s, label: `goodsDeploy:state.${s}` }));
const ROLLOUT_OPTIONS = ROLLOUT_STATUSES.map((s) => ({ value: s, label: `goodsDeploy:rolloutStatus.${s}` }));
const FILTER_WIDTH = { width: 200 };
const STATUS_COLOR: Record<string, string> = { staged: 'processing', complete: 'success', rolled_back: 'default' };

/** The products the caller's machines sell, as a filter. */
function ProductFilter(props: { value?: number; onChange?: (v: number | undefined) => void }) {
  const products = useQuery({ queryKey: ['goods-deploy', 'products'], queryFn: deployApi.products });
  return (
    <ChoiceSelect
      choices={products.data}
      toOption={(p) => ({ value: p.id, label: `${p.productName} (${p.productCode})` })}
      style={FILTER_WIDTH}
      data-testid="search-productId"
      {...props}
    />
  );
}

/** The templates the caller's machines last got their goods from, as a filter. */
function TemplateFilter(props: { value?: number; onChange?: (v: number | undefined) => void }) {
  const templates = useQuery({ queryKey: ['goods-deploy', 'templates'], queryFn: deployApi.templates });
  return (
    <ChoiceSelect
      choices={templates.data}
      toOption={(p) => ({ value: p.id, label: p.templateName })}
      style={FILTER_WIDTH}
      data-testid="search-templateId"
      {...props}
    />
  );
}

/** What a rollout was of: a product, a template, or machines chosen by hand. */
const rolloutOf = (row: RolloutRow, text: ScreenContext<never>['text']) =>
  row.productId !== null
    ? text('goodsDeploy:rolloutOf.product', { name: row.productName ?? `#${row.productId}` })
    : row.templateId !== null
      ? text('goodsDeploy:rolloutOf.template', { name: row.templateName ?? `#${row.templateId}` })
      : text('goodsDeploy:rolloutOf.machines', { count: row.devices });

const done = (ctx: { text: ScreenContext<never>['text'] }, answer: { packages: number; sent: number }) =>
  feedback.success(ctx.text('goodsDeploy:result.deployed', { count: answer.packages, sent: answer.sent }));

/** Goods → Deployment: per machine target vs running version, deploy, rollback; staged rollouts. */
export default function DeployPage() {
  const { t } = useTranslation('goodsDeploy');
  const [tab, setTab] = useState('machines');
  const [rolloutFilter, setRolloutFilter] = useState<number | null>(null);
  const [rollout, setRollout] = useState<{ open: boolean; selected: number[]; refresh?: () => void }>({ open: false, selected: [] });

  const machines = useMemo(
    () =>
      defineScreen({
        endpoint: GOODS_DEPLOY_ENDPOINTS.status,
        key: 'goods-deploy-status',
        testId: 'deploy-status',
        namespaces: ['goodsDeploy'],
        rowKey: 'deviceId',
        permissions: { list: GOODS_DEPLOY_PERMS.list },
        selectable: true,
        refetchInterval: 5000,
        columns: [
          codeColumn('deviceCode', 'goodsDeploy:field.deviceCode', 'goodsDeploy:field.keyword', { width: 140 }),
          { key: 'deviceName', priority: 3, label: 'goodsDeploy:field.deviceName', width: 160, ellipsis: true },
          {
            key: 'online',
            priority: 3,
            label: 'goodsDeploy:field.online',
            width: 100,
            render: (row, ctx) => (
              <Tag color={row.online ? 'green' : 'default'}>
                {ctx.text(row.online ? 'goodsDeploy:online.yes' : 'goodsDeploy:online.no')}
              </Tag>
            ),
          },
          {
            key: 'targetVersion',
            priority: 1,
            label: 'goodsDeploy:field.targetVersion',
            sortable: true,
            width: 90,
            align: 'right',
            render: (row, ctx) => versionText((k, o) => ctx.text(`goodsDeploy:${k}`, o), row.targetVersion),
          },
          {
            key: 'runningVersion',
            priority: 1,
            label: 'goodsDeploy:field.runningVersion',
            sortable: true,
            width: 90,
            align: 'right',
            render: (row, ctx) => (
              <span data-testid={`running-${row.deviceCode}`}>
                {versionText((k, o) => ctx.text(`goodsDeploy:${k}`, o), row.runningVersion)}
              </span>
            ),
          },
          {
            key: 'state',
            priority: 1,
            label: 'goodsDeploy:field.state',
            width: 130,
            render: (row) =>
              row.lastError ? (
                <Tooltip title={row.lastError}>
                  <span>
                    <DeployStateTag state={row.state} />
                  </span>
                </Tooltip>
              ) : (
                <DeployStateTag state={row.state} />
              ),
            search: { type: 'custom', input: <SearchSelect options={STATE_OPTIONS} width={150} testId="search-state" /> },
          },
          {
            key: 'stage',
            priority: 2,
            label: 'goodsDeploy:field.stage',
            width: 80,
            hidden: rolloutFilter === null,
            render: (row, ctx) => (row.stage ? ctx.text(`goodsDeploy:stage.${row.stage}`) : ''),
          },
          { key: 'lastError', priority: 4, label: 'goodsDeploy:field.lastError', width: 180, ellipsis: true },
          { key: 'deployedAt', priority: 3, label: 'goodsDeploy:field.deployedAt', sortable: true, width: 170, render: 'dateTime' },
          { key: 'ackedAt', priority: 4, label: 'goodsDeploy:field.ackedAt', width: 170, render: 'dateTime' },
          {
            key: 'productId',
            label: 'goodsDeploy:field.product',
            searchOnly: true,
            search: { type: 'custom', name: 'productId', input: <ProductFilter /> },
          },
          {
            key: 'templateId',
            label: 'goodsDeploy:field.template',
            searchOnly: true,
            search: { type: 'custom', name: 'templateId', input: <TemplateFilter /> },
          },
          { key: 'rolloutId', label: 'goodsDeploy:field.rolloutName', searchOnly: true, search: { type: 'hidden', name: 'rolloutId' } },
        ],
        toolbar: [
          {
            key: 'deploy-selected',
            label: 'goodsDeploy:action.deploySelected',
            primary: true,
            permission: GOODS_DEPLOY_PERMS.deploy,
            onClick: (ctx) => {
              const ids = ctx.selected.map(Number);
              if (ids.length === 0) return feedback.warning(ctx.text('goodsDeploy:hint.selectFirst'));
              ctx.confirm(ctx.text('goodsDeploy:confirm.deploy', { count: ids.length }), async () => {
                done(ctx, await deployApi.deploy(ids));
                ctx.afterChange();
              });
            },
          },
          {
            key: 'rollout',
            label: 'goodsDeploy:action.rollout',
            permission: GOODS_DEPLOY_PERMS.deploy,
            onClick: (ctx) => setRollout({ open: true, selected: ctx.selected.map(Number), refresh: ctx.afterChange }),
          },
        ],
        rowActions: [
          {
            key: 'deploy',
            label: 'goodsDeploy:action.deploy',
            permission: GOODS_DEPLOY_PERMS.deploy,
            onClick: (row: DeployStatusRow, ctx) =>
              ctx.confirm(ctx.text('goodsDeploy:confirm.deploy', { count: 1 }), async () => {
                done(ctx, await deployApi.deploy([row.deviceId]));
                ctx.afterChange();
              }),
          },
          {
            key: 'rollback',
            label: 'goodsDeploy:action.rollback',
            permission: GOODS_DEPLOY_PERMS.rollback,
            danger: true,
            disabled: (row) => row.targetVersion < 2,
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('goodsDeploy:confirm.rollback', { count: 1 }), async () => {
                done(ctx, await deployApi.rollback({ deviceIds: [row.deviceId] }));
                ctx.afterChange();
              }),
          },
        ],
      }),
    [rolloutFilter],
  );

  const rollouts = useMemo(
    () =>
      defineScreen({
        endpoint: GOODS_DEPLOY_ENDPOINTS.rollouts,
        key: 'goods-deploy-rollouts',
        testId: 'deploy-rollouts',
        namespaces: ['goodsDeploy'],
        permissions: { list: GOODS_DEPLOY_PERMS.list },
        refetchInterval: 5000,
        columns: [
          { key: 'name', priority: 1, label: 'goodsDeploy:field.rolloutName', sortable: true, width: 160, ellipsis: true },
          {
            key: 'target',
            priority: 2,
            label: 'goodsDeploy:field.rolloutTarget',
            width: 180,
            ellipsis: true,
            render: (row: RolloutRow, ctx) => rolloutOf(row, ctx.text),
          },
          {
            key: 'status',
            priority: 1,
            label: 'goodsDeploy:field.status',
            width: 110,
            render: (row: RolloutRow, ctx) => (
              <Tag color={STATUS_COLOR[row.status]}>{ctx.text(`goodsDeploy:rolloutStatus.${row.status}`)}</Tag>
            ),
            search: { type: 'custom', input: <SearchSelect options={ROLLOUT_OPTIONS} width={150} testId="search-rollout-status" /> },
          },
          {
            key: 'progress',
            priority: 2,
            label: 'goodsDeploy:field.progress',
            width: 150,
            render: (row, ctx) => (
              <Progress
                size="small"
                percent={row.devices ? Math.round((row.deployed / row.devices) * 100) : 0}
                format={() => `${row.deployed}/${row.devices}`}
                aria-label={ctx.text('goodsDeploy:field.progress')}
              />
            ),
          },
          { key: 'firstStage', priority: 3, label: 'goodsDeploy:field.firstStage', width: 90, align: 'right' },
          { key: 'running', priority: 2, label: 'goodsDeploy:field.running', width: 90, align: 'right' },
          {
            key: 'failed',
            priority: 3,
            label: 'goodsDeploy:field.failed',
            width: 80,
            align: 'right',
            render: (row) => (row.failed > 0 ? <Typography.Text type="danger">{row.failed}</Typography.Text> : 0),
          },
          { key: 'createdBy', priority: 4, label: 'goodsDeploy:field.createdBy', width: 120, ellipsis: true },
          // From 1600 px, so nothing hides under the actions at 1440 px.
          { key: 'createTime', priority: 4, label: 'common:field.createTime', sortable: true, width: 170, render: 'dateTime' },
        ],
        toolbar: [
          {
            key: 'rollout',
            label: 'goodsDeploy:action.rollout',
            primary: true,
            permission: GOODS_DEPLOY_PERMS.deploy,
            onClick: (ctx) => setRollout({ open: true, selected: [], refresh: ctx.afterChange }),
          },
        ],
        rowActions: [
          {
            key: 'machines',
            label: 'goodsDeploy:action.machines',
            onClick: (row) => {
              setRolloutFilter(row.id);
              setTab('machines');
            },
          },
          {
            key: 'continue',
            label: 'goodsDeploy:action.continue',
            permission: GOODS_DEPLOY_PERMS.deploy,
            disabled: (row) => row.status !== 'staged',
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('goodsDeploy:confirm.continue', { name: row.name, count: row.devices - row.deployed }), async () => {
                done(ctx, await deployApi.continueRollout(row.id));
                ctx.afterChange();
              }),
          },
          {
            key: 'rollback',
            label: 'goodsDeploy:action.rollback',
            permission: GOODS_DEPLOY_PERMS.rollback,
            danger: true,
            disabled: (row) => row.status === 'rolled_back' || row.deployed === 0,
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('goodsDeploy:confirm.rolloutRollback', { name: row.name }), async () => {
                done(ctx, await deployApi.rollback({ rolloutId: row.id }));
                ctx.afterChange();
              }),
          },
        ],
      }),
    [],
  );

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          if (key === 'machines') setRolloutFilter(null);
        }}
        items={[
          {
            key: 'machines',
            label: t('tab.machines'),
            children: (
              <ListScreen
                key={`machines-${rolloutFilter ?? 'all'}`}
                screen={machines}
                {...(rolloutFilter ? { initialFilters: { rolloutId: rolloutFilter } } : {})}
              />
            ),
          },
          { key: 'rollouts', label: t('tab.rollouts'), children: <ListScreen screen={rollouts} /> },
        ]}
      />
      {rollout.open && (
        <RolloutDialog
          open={rollout.open}
          selected={rollout.selected}
          onClose={() => setRollout({ open: false, selected: [] })}
          onDone={() => {
            rollout.refresh?.();
            setRollout({ open: false, selected: [] });
          }}
        />
      )}
    </>
  );
}
