import { Card } from 'antd';
import type { ReactNode } from 'react';
import styles from './list-page.module.css';

/** The frame of a list screen: the search card above the table card. */
export function ListPage({ search, children, testId }: { search?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.page} data-testid={testId}>
      {search && <Card size="small">{search}</Card>}
      <Card size="small">{children}</Card>
    </div>
  );
}
