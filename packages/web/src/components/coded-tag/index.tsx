import { type CodedStatus, pick, statusOfCode } from '@vr/contracts';
import { Select, Tag } from 'antd';
import type { ScreenColumn } from '../list-page/screen';
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

interface CodedSelectProps {
  statuses: Record<string, CodedStatus>;
  width?: number;
  testId: string;
  /** Passed by the form item of a filter. */
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/** A filter of the status codes, labelled in the user's language. */
export function CodedSelect({ statuses, width = 160, testId, ...control }: CodedSelectProps) {
  const lang = useAppStore((s) => s.language);
  return <Select allowClear style={{ width }} options={codedOptions(statuses, lang)} data-testid={testId} {...control} />;
}

interface CodedColumnOptions<Row> extends Partial<ScreenColumn<Row>> {
  /** The tag's test id in a row. */
  tagTestId?(row: Row): string;
  /** The test id of the column's filter (a CodedSelect); none = not searched. */
  searchTestId?: string;
}

/** A column of status codes as coloured tags, sortable, searched by choosing a status. */
export function codedColumn<Row>(
  key: keyof Row & string,
  label: string,
  statuses: Record<string, CodedStatus>,
  { tagTestId, searchTestId, ...more }: CodedColumnOptions<Row> = {},
): ScreenColumn<Row> {
  return {
    key,
    priority: 1,
    label,
    sortable: true,
    width: 110,
    render: (row) => <CodedTag statuses={statuses} code={row[key] as number} testId={tagTestId?.(row)} />,
    ...(searchTestId ? { search: { type: 'custom', input: <CodedSelect statuses={statuses} testId={searchTestId} /> } } : {}),
    ...more,
  };
}
