import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import styles from './rich-text.module.css';

interface ToolProps {
  name: string;
  icon: ReactNode;
  title: string;
  active?: boolean;
  /** No tooltip (while a popover of the button is open). */
  hideTip?: boolean;
  disabled?: boolean | undefined;
  onClick(): void;
}

/** A toolbar button that leaves the focus in the editor. */
export function ToolButton({ name, icon, title, active, hideTip, disabled, onClick }: ToolProps) {
  return (
    <Tooltip title={title} {...(hideTip ? { open: false } : {})}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        className={active ? styles.active : undefined}
        data-testid={`rte-${name}`}
        disabled={disabled}
        // Keep the editor's focus: the button must not take it.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}
