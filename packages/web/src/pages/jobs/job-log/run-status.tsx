import { JOB_TRIGGERS, type JobTrigger } from '@vr/contracts';
import { Tag } from 'antd';

export const TRIGGER_COLORS: Record<JobTrigger, string> = { schedule: 'blue', misfire: 'orange', manual: 'purple' };
export const TRIGGER_OPTIONS = JOB_TRIGGERS.map((v) => ({ value: v, label: `jobs:log.trigger.${v}` }));
export const RUN_STATUS_OPTIONS = [
  { value: 0, label: 'jobs:log.status.success' },
  { value: 1, label: 'jobs:log.status.failure' },
] as const;

/** A run's outcome: 1 failure in red, otherwise success in green. */
export function RunStatusTag({ value, text }: { value: number; text(key: string): string }) {
  return <Tag color={value === 1 ? 'error' : 'success'}>{text(value === 1 ? 'jobs:log.status.failure' : 'jobs:log.status.success')}</Tag>;
}
