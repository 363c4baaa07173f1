import { HEX_COLOR_PATTERN } from '@vr/contracts';
import { Input, Space } from 'antd';

/** A hex colour (#rrggbb): the browser's picker beside the code, either one sets it. */
export function ColorInput({ value, onChange, id, label }: { value?: string; onChange?: (v: string) => void; id?: string; label: string }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <input
        type="color"
        aria-label={label}
        value={value && HEX_COLOR_PATTERN.test(value) ? value : '#000000'}
        onChange={(e) => onChange?.(e.target.value)}
        style={{ width: 44, height: 32, padding: 2, border: '1px solid #d9d9d9', borderRadius: '6px 0 0 6px', background: '#fff' }}
      />
      <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="#1890ff" maxLength={7} />
    </Space.Compact>
  );
}
