import type { UpgradeMachineState, UpgradeStatus } from '@vr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<UpgradeStatus, string> = {
  staged: 'processing',
  running: 'processing',
  finished: 'success',
  cancelled: 'default',
};
const STATE_COLOR: Record<UpgradeMachineState, string> = {
  pending: 'default',
  running: 'processing',
  success: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** An upgrade's state as a tag. */
export function UpgradeStatusTag({ status }: { status: UpgradeStatus }) {
  const { t } = useTranslation('deviceUpgrade');
  return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
}

/** A machine's state of an upgrade as a tag. */
export function MachineStateTag({ state }: { state: UpgradeMachineState }) {
  const { t } = useTranslation('deviceUpgrade');
  return <Tag color={STATE_COLOR[state]}>{t(`state.${state}`)}</Tag>;
}

/** Bytes as B, KB or MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
