import { REPLENISH_API, REPLENISH_PERMS, type ReplenishPlanDetail, type ReplenishPlanItem } from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Empty, List, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { useHasPermission } from '../../components/authorized/use-permission';
import { formatDateTime } from '../../utils/format';
import { ReplenishModal } from './ReplenishModal';
import { STATE_COLOURS, amount, byMachine, machineLabel } from './plan-rows';

interface PlanDrawerProps {
  id: number;
  onClose(): void;
  /** After a replenishment (the list refreshes). */
  onChanged(): void;
}

/** A plan on the phone: what to bring in all, then each machine's containers with a button to replenish it. */
export function PlanDrawer({ id, onClose, onChanged }: PlanDrawerProps) {
  const { t } = useTranslation('replenish');
  const queryClient = useQueryClient();
  const mayRecord = useHasPermission(REPLENISH_PERMS.record);
  const [filling, setFilling] = useState<ReplenishPlanItem[] | null>(null);
  const key = ['replenish-plan', id];
  const plan = useQuery({ queryKey: key, queryFn: async () => (await get<ReplenishPlanDetail>(REPLENISH_API.plan, { id })).data });
  const p = plan.data;
  const unit = (n: number) => t(`unit.${n}` as 'unit.1');
  return (
    <Drawer
      open
      title={p ? t('plan.title', { place: p.placeName ?? `#${p.id}` }) : ''}
      onClose={onClose}
      size={Math.min(720, window.innerWidth)}
      destroyOnHidden
      data-testid="replenish-plan-drawer"
    >
      {!p ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('field.state')}>
              <Tag color={STATE_COLOURS[p.state]} data-testid="plan-state">
                {t(`state.${p.state}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.assignee')}>{p.assigneeName ?? t('nobody')}</Descriptions.Item>
            <Descriptions.Item label={t('field.progress')}>{t('progress', { done: p.machinesDone, total: p.machines })}</Descriptions.Item>
            <Descriptions.Item label={t('field.createTime')}>{formatDateTime(p.createTime)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('plan.totals')}
          </Typography.Title>
          <List
            size="small"
            bordered
            dataSource={p.totals}
            data-testid="plan-totals"
            renderItem={(total) => (
              <List.Item>
                <span>{total.materialName}</span>
                <strong>
                  {amount(total.quantity)} {unit(total.unit)}
                </strong>
              </List.Item>
            )}
          />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
            {t('plan.machines')}
          </Typography.Title>
          {p.items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          {byMachine(p.items).map((items) => {
            const first = items[0]!;
            const open = items.filter((i) => !i.done);
            return (
              <Card
                key={first.deviceId}
                size="small"
                title={machineLabel(first)}
                extra={first.deviceName ? <Typography.Text type="secondary">{first.deviceCode}</Typography.Text> : null}
                style={{ marginBottom: 12 }}
                data-testid={`plan-machine-${first.deviceCode}`}
              >
                {items.map((item) => (
                  <div key={item.containerNo} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '4px 0' }}>
                    <span>
                      {t('field.container')} {item.containerNo} · {item.materialName}
                      <br />
                      <Typography.Text type="secondary">
                        {t('plan.level', { level: amount(item.level), capacity: amount(item.capacity), unit: unit(item.unit) })}
                      </Typography.Text>
                    </span>
                    {item.done ? (
                      <Tag color="success">{t('action.done')}</Tag>
                    ) : (
                      <strong style={{ whiteSpace: 'nowrap' }}>
                        +{amount(item.quantity)} {unit(item.unit)}
                      </strong>
                    )}
                  </div>
                ))}
                {p.state === 'pending' && mayRecord && open.length > 0 && (
                  <Button type="primary" size="large" block onClick={() => setFilling(open)} data-testid="replenish-machine">
                    {t('action.replenish')}
                  </Button>
                )}
              </Card>
            );
          })}
          {p.state === 'completed' && <Typography.Text type="success">{t('action.nothingLeft')}</Typography.Text>}
        </>
      )}
      {filling && p && (
        <ReplenishModal
          planId={p.id}
          items={filling}
          onClose={() => setFilling(null)}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: key });
            onChanged();
          }}
        />
      )}
    </Drawer>
  );
}
