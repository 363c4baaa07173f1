import { DeleteOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { CSSProperties } from 'react';

/** Removes a row of a list inside a form: a red bin named by `label`, shown as its tooltip too. */
export function RemoveRowButton({ label, onClick, style }: { label: string; onClick(): void; style?: CSSProperties }) {
  return (
    <Tooltip title={label}>
      <Button danger type="text" icon={<DeleteOutlined />} onClick={onClick} aria-label={label} style={style} />
    </Tooltip>
  );
}
