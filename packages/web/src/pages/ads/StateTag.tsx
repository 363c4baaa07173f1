import type { AdMachineState, AdReleaseStatus } from '@vr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<AdReleaseStatus, string> = { active: 'processing', ended: 'default', withdrawn: 'warning' };
const STATE_COLOR: Record<AdMachineState, string> = {
  pending: 'default',
  delivered: 'success',
  failed: 'error',
  withdrawing: 'processing',
  withdrawn: 'warning',
};

/** A release's state as a tag. */
export function ReleaseStatusTag({ status }: { status: AdReleaseStatus }) {
  const { t } = useTranslation('ads');
  return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
}

/** A machine's state of a release as a tag. */
export function MachineStateTag({ state }: { state: AdMachineState }) {
  const { t } = useTranslation('ads');
  return (
    <Tag color={STATE_COLOR[state]} data-testid={`ad-state-${state}`}>
      {t(`state.${state}`)}
    </Tag>
  );
}
