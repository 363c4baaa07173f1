import { Button, type ButtonProps, Dropdown, type MenuProps } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import styles from '../layout.module.css';

interface HeaderToolProps extends Omit<ButtonProps, 'icon' | 'title' | 'type'> {
  icon: ReactNode;
  /** What the tool does: its accessible name and its tooltip. */
  label: string;
  testId: string;
}

/**
 * A tool of the header: an icon button named by its label. A Dropdown around it adds its own
 * class and ref, which the button keeps.
 */
export function HeaderTool({ icon, label, testId, className, ...button }: HeaderToolProps) {
  return (
    <Button
      type="text"
      className={[className, styles.tool].filter(Boolean).join(' ')}
      icon={icon}
      aria-label={label}
      title={label}
      data-testid={testId}
      {...button}
    />
  );
}

/** A header tool that opens a menu below it, aligned on its right edge. */
export function HeaderMenu({ menu, children }: { menu: MenuProps; children: ReactElement }) {
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={menu}>
      {children}
    </Dropdown>
  );
}
