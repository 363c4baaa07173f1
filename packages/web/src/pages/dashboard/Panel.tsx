import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

interface PanelProps {
  title: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  testId: string;
  size?: 'small';
  /** When there is nothing to show, the note said instead of the content. */
  empty: string | false;
  children: ReactNode;
}

/** A panel of the home screen: its content, or an empty note when there is nothing to show. */
export function Panel({ title, icon, testId, size, empty, children }: PanelProps) {
  return (
    <Card
      variant="borderless"
      size={size}
      title={
        icon ? (
          <span>
            {icon} {title}
          </span>
        ) : (
          title
        )
      }
      className={styles.panel}
      data-testid={testId}
    >
      {empty !== false ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : children}
    </Card>
  );
}
