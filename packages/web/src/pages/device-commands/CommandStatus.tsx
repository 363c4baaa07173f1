import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { type CommandStatus as Status, READ_COMMANDS, type CommandType } from '@vr/contracts';
import { Alert, Button, Descriptions, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../utils/format';
import { useCommandStatus } from './use-command-status';

export interface TrackedCommand {
  id: string;
  /** The action's label (e.g. "Machine cleaning"). */
  label: string;
  type: CommandType | string;
}

const ICONS: Record<Status, React.ReactNode> = {
  pending: <LoadingOutlined />,
  succeeded: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  failed: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
  timed_out: <ClockCircleFilled style={{ color: '#faad14' }} />,
};
const RESULT: Record<Status, 'info' | 'success' | 'error' | 'warning'> = {
  pending: 'info',
  succeeded: 'success',
  failed: 'error',
  timed_out: 'warning',
};

/** The live status of one command: pending → succeeded / failed / timed out (polls the command log). */
export function CommandStatusBody({ command }: { command: TrackedCommand }) {
  const { t } = useTranslation('deviceRemote');
  const query = useCommandStatus(command.id);
  const view = query.data;
  if (query.isError && !view) return <Alert type="error" showIcon title={t('status.lost')} />;
  const status: Status = view?.status ?? 'pending';
  const reading = (READ_COMMANDS as readonly string[]).includes(command.type);
  const title = view?.statusText ?? (status === 'pending' && reading ? t('status.reading') : t(`status.${status}`));
  return (
    <div data-testid="command-status" data-status={status}>
      <Result
        status={RESULT[status]}
        icon={ICONS[status]}
        title={title}
        subTitle={status === 'pending' ? t('status.pending') : undefined}
      />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'id', label: t('status.id'), children: command.id },
          { key: 'by', label: t('status.sentBy'), children: view?.sentByName ?? '' },
          { key: 'at', label: t('status.sentAt'), children: formatDateTime(view?.createdAt) },
          { key: 'deadline', label: t('status.deadline'), children: formatDateTime(view?.deadline) },
          ...(view?.completedAt ? [{ key: 'done', label: t('status.completedAt'), children: formatDateTime(view.completedAt) }] : []),
          ...(view?.error ? [{ key: 'error', label: t('status.error'), children: view.error }] : []),
        ]}
      />
    </div>
  );
}

/** A modal following a command until it ends. */
export function CommandStatusModal({ command, onClose }: { command: TrackedCommand | null; onClose(): void }) {
  const { t } = useTranslation('deviceRemote');
  return (
    <Modal
      open={!!command}
      title={command ? t('status.title', { action: command.label }) : ''}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('status.close')}</Button>}
    >
      {command && <CommandStatusBody command={command} />}
    </Modal>
  );
}
