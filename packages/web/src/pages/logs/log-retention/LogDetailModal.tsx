import { Descriptions, Modal, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { prettyJson } from './pretty-json';

const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 300, overflow: 'auto', fontSize: 12 } as const;

/** A body sent or received, as indented JSON; `empty` when there was none. */
export function JsonBlock({ text, empty }: { text: string | null; empty: string }) {
  return text ? <pre style={pre}>{prettyJson(text)}</pre> : <Typography.Text type="secondary">{empty}</Typography.Text>;
}

interface LogDetailModalProps<Detail> {
  viewing: Detail | 'loading' | null;
  title: string;
  width: number;
  testId: string;
  onClose(): void;
  /** The entry's details, as items of a two-column description list. */
  children(detail: Detail): ReactNode;
}

/** One log entry in full: a spinner while it is read, then its details. */
export function LogDetailModal<Detail>({ viewing, title, width, testId, onClose, children }: LogDetailModalProps<Detail>) {
  return (
    <Modal open={viewing !== null} title={title} width={width} footer={null} onCancel={onClose} destroyOnHidden>
      {viewing === 'loading' ? (
        <Spin />
      ) : viewing ? (
        <Descriptions size="small" column={2} bordered data-testid={testId}>
          {children(viewing)}
        </Descriptions>
      ) : null}
    </Modal>
  );
}
