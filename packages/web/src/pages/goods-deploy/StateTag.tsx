import type { DeployState } from '@vr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<DeployState, string> = {
  current: 'success',
  changed: 'gold',
  behind: 'processing',
  failed: 'error',
  offline: 'warning',
  none: 'default',
};

/** A machine's deployment state as a coloured tag. */
export function DeployStateTag({ state }: { state: DeployState }) {
  const { t } = useTranslation('goodsDeploy');
  return (
    <Tag color={COLOR[state]} data-testid={`deploy-state-${state}`}>
      {t(`state.${state}`)}
    </Tag>
  );
}

/** "v3", or a dash when there is no version. */
export function versionText(t: (key: 'version' | 'noVersion', options?: Record<string, unknown>) => string, version: number | null) {
  return version === null || version === 0 ? t('noVersion') : t('version', { version });
}
