import type { ReactNode } from 'react';
import styles from './login.module.css';

/** One row of the sign-in form, laid out as antd's vertical Form.Item: the control, its error below. */
export function LoginField({ error, id, children }: { error: string | undefined; id: string; children: ReactNode }) {
  if (!error) return <div className={styles.field}>{children}</div>;
  return (
    <div className={styles.field} data-invalid="">
      {children}
      <div id={id} className={styles.fieldError} role="alert">
        {error}
      </div>
    </div>
  );
}
