import { type CodedStatus, pick, statusOfCode } from '@vr/contracts';
import { Tag } from 'antd';
import { tagColor } from '../dict-tag';
import { useAppStore } from '../../stores/app';

/** A status code of the contracts (order, payment, refund, refund record …) as a coloured tag in the user's language. */
export function CodedTag({ statuses, code, testId }: { statuses: Record<string, CodedStatus>; code: number; testId?: string }) {
  const lang = useAppStore((s) => s.language);
  const status = statusOfCode(statuses, code);
  return (
    <Tag color={tagColor(status?.listClass)} data-testid={testId} data-code={code}>
      {status ? pick(status.labels, lang) : String(code)}
    </Tag>
  );
}

/** The options of a status filter: the statuses' codes with their labels. */
export function codedOptions(statuses: Record<string, CodedStatus>, lang: Parameters<typeof pick>[1]) {
  return Object.values(statuses).map((s) => ({ value: s.code, label: pick(s.labels, lang) }));
}

/** The label of a status code in `lang` (the code itself when unknown). */
export function codedLabel(statuses: Record<string, CodedStatus>, code: number, lang: Parameters<typeof pick>[1]): string {
  const status = statusOfCode(statuses, code);
  return status ? pick(status.labels, lang) : String(code);
}
