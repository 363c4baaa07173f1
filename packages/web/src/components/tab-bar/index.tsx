import type { TabsProps } from 'antd';
import type { ReactNode } from 'react';
import styles from './tab-bar.module.css';

/**
 * A tab bar with controls beside it. antd's `tabBarExtraContent` puts them inside the element with
 * role="tablist", where only tabs belong (axe: aria-required-children); this keeps the tablist to
 * its tabs and draws the controls next to it on the same line, over the same bottom line.
 */
export function tabBarWith(extra: ReactNode): NonNullable<TabsProps['renderTabBar']> {
  return (props, DefaultTabBar) => (
    // One div around the nav: antd styles `.ant-tabs-top > div > .ant-tabs-nav` as its own.
    <div className={styles.bar}>
      <DefaultTabBar {...props} />
      {extra !== undefined && extra !== null && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
