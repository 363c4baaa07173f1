import { GOODS_DEPLOY_PERMS } from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../components/authorized/use-permission';
import { feedback, useConfirmAction } from '../../components/list-page';
import { DeployStateTag, deployApi, versionText } from '../goods-deploy';

/**
 * A machine's deployment at a glance, for its goods tab: the version it runs, its target, how
 * many of its goods changed since the target was deployed, with Deploy and Roll back.
 */
export function DeployBar({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('goodsDeploy');
  const queryClient = useQueryClient();
  const confirm = useConfirmAction();
  const canDeploy = useHasPermission(GOODS_DEPLOY_PERMS.deploy);
  const canRollback = useHasPermission(GOODS_DEPLOY_PERMS.rollback);
  const key = ['goods-deploy', 'device', deviceId];
  const state = useQuery({ queryKey: key, queryFn: () => deployApi.device(deviceId), refetchInterval: 5000 });
  const v = (version: number | null) => versionText((k, o) => String(t(k, o as never)), version);
  const after = (answer: { packages: number; sent: number }) => {
    feedback.success(t('result.deployed', { count: answer.packages, sent: answer.sent }));
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['list', 'goods-deploy-status'] });
  };
  const s = state.data;
  return (
    <Card size="small" data-testid="deploy-bar" loading={state.isLoading} style={{ marginBottom: 12 }}>
      {s && (
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap size="middle">
            <Typography.Text strong>{t('bar.title')}</Typography.Text>
            <DeployStateTag state={s.state} />
            <Typography.Text data-testid="deploy-bar-versions">
              {t('bar.running', { version: v(s.runningVersion) })} · {t('bar.target', { version: v(s.targetVersion) })}
            </Typography.Text>
            <Typography.Text type={s.changes > 0 ? 'warning' : 'secondary'} data-testid="deploy-bar-changes">
              {t('bar.changes', { count: s.changes })}
            </Typography.Text>
          </Space>
          <Space>
            {canDeploy && (
              <Button
                type="primary"
                data-testid="deploy-bar-deploy"
                onClick={() => confirm(t('confirm.deploy', { count: 1 }), async () => after(await deployApi.deploy([deviceId])))}
              >
                {t('action.deploy')}
              </Button>
            )}
            {canRollback && (
              <Button
                danger
                disabled={!s.canRollback}
                data-testid="deploy-bar-rollback"
                onClick={() =>
                  confirm(t('confirm.rollback', { count: 1 }), async () => after(await deployApi.rollback({ deviceIds: [deviceId] })))
                }
              >
                {t('action.rollback')}
              </Button>
            )}
          </Space>
        </Space>
      )}
      {s?.lastError && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={t('bar.refused', { version: v(s.targetVersion), error: s.lastError })}
        />
      )}
    </Card>
  );
}
