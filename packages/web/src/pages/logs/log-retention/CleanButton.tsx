import { ClearOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { del } from '../../../api/request';
import { Authorized } from '../../../components/authorized/Authorized';
import { feedback } from '../../../components/list-page';

/** "Clear all" of a log: confirms, deletes every entry in scope, reports the count. */
export function CleanButton({ url, permission, name, onDone }: { url: string; permission: string; name: string; onDone(): void }) {
  const { t } = useTranslation(['logs', 'common']);
  const run = () =>
    feedback.confirm({
      title: t('common:confirm.title'),
      content: t('logs:cleanConfirm', { name }),
      okText: t('logs:clean'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-clean' } as never,
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          const res = await del<{ deleted: number }, string>(url);
          feedback.success(typeof res.result === 'string' ? res.result : t('common:result.deleted'));
          onDone();
        } catch {
          // the request wrapper has shown why
        }
      },
    });
  return (
    <Authorized permission={permission}>
      <Button danger icon={<ClearOutlined />} onClick={run} data-testid="clean-button">
        {t('logs:clean')}
      </Button>
    </Authorized>
  );
}
