import { HEX_COLOR_PATTERN } from '@vr/contracts';
import { Input, Space } from 'antd';

/** A hex colour: the browser's colour picker beside a text field (#rrggbb). */
export function ColorField({ value, onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <input
        type="color"
        aria-label="colour picker"
        value={value && HEX_COLOR_PATTERN.test(value) ? value : '#1890ff'}
        onChange={(e) => onChange?.(e.target.value)}
        style={{ width: 44, height: 32, padding: 2, border: '1px solid #d9d9d9', borderRadius: '6px 0 0 6px', background: '#fff' }}
      />
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder="#1890ff"
        maxLength={7}
        data-testid="field-themeColor"
      />
    </Space.Compact>
  );
}

/** A colour's square beside its code. */
export const Swatch = ({ color }: { color: string }) => (
  <Space size={6}>
    <span
      style={{
        display: 'inline-block',
        width: 18,
        height: 18,
        borderRadius: 4,
        background: color,
        border: '1px solid rgba(0,0,0,0.15)',
        verticalAlign: 'middle',
      }}
    />
    <code>{color}</code>
  </Space>
);
