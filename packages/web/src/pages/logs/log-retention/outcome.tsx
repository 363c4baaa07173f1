import { Tag } from 'antd';

/** 0 success, 1 failure: the choices of a log's outcome filter. */
export const OUTCOME_OPTIONS = [
  { value: 0, label: 'logs:outcome.success' },
  { value: 1, label: 'logs:outcome.failure' },
] as const;

/** A log entry's outcome: green success, red failure. */
export function OutcomeTag({ value, text }: { value: 0 | 1; text(key: string): string }) {
  return <Tag color={value === 0 ? 'success' : 'error'}>{text(value === 0 ? 'logs:outcome.success' : 'logs:outcome.failure')}</Tag>;
}
