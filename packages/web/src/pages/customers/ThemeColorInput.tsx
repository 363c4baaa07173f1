import { DEFAULT_THEME_COLOR, HEX_COLOR_PATTERN } from '@vr/contracts';
import { ColorPicker, Input, Space } from 'antd';

interface ThemeColorInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** A hex colour: typed, or picked (the picker writes #rrggbb). */
export function ThemeColorInput({ value, onChange, id }: ThemeColorInputProps) {
  const valid = value !== undefined && HEX_COLOR_PATTERN.test(value);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <ColorPicker
        value={valid ? value : DEFAULT_THEME_COLOR}
        disabledAlpha
        format="hex"
        onChangeComplete={(color) => onChange?.(color.toHexString())}
      />
      <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} maxLength={7} data-testid="field-themeColor" />
    </Space.Compact>
  );
}
