import { Button, Empty, Input, Popover, Spin, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IconMap, iconComponentOf, iconNameOf, loadIcons } from '../../components/menu-icon';

function useIcons(active: boolean): IconMap | null {
  const [icons, setIcons] = useState<IconMap | null>(null);
  useEffect(() => {
    if (!active || icons) return;
    let live = true;
    void loadIcons().then((m) => live && setIcons(m));
    return () => {
      live = false;
    };
  }, [active, icons]);
  return icons;
}

interface IconPickerProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}

/** Picks an antd outlined icon; the value is its kebab-case name without "-outlined" (what menus store). */
export function IconPicker({ value, onChange, disabled }: IconPickerProps) {
  const { t } = useTranslation('menu');
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const icons = useIcons(open || Boolean(value));
  const names = useMemo(() => Object.keys(icons ?? {}).sort(), [icons]);
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? names.filter((n) => n.toLowerCase().includes(f) || iconNameOf(n).includes(f)) : names;
  }, [names, filter]);
  const Current = value && icons ? icons[iconComponentOf(value)] : undefined;

  const panel = (
    <div style={{ width: 420 }} data-testid="icon-picker">
      <Input.Search
        allowClear
        placeholder={t('icon.search')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {!icons ? (
        <Spin tip={t('icon.loading')}>
          <div style={{ height: 120 }} />
        </Spin>
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 4, maxHeight: 300, overflowY: 'auto' }}>
          {shown.map((name) => {
            const Icon = icons[name]!;
            const stored = iconNameOf(name);
            return (
              <Tooltip key={name} title={stored}>
                <Button
                  type={stored === value ? 'primary' : 'text'}
                  icon={<Icon />}
                  aria-label={stored}
                  data-icon-name={stored}
                  onClick={() => {
                    onChange?.(stored);
                    setOpen(false);
                  }}
                />
              </Tooltip>
            );
          })}
        </div>
      )}
    </div>
  );

  return (
    <Popover content={panel} trigger="click" open={open && !disabled} onOpenChange={setOpen} placement="bottomLeft">
      <Input
        readOnly
        disabled={disabled}
        value={value ?? ''}
        placeholder={t('icon.choose')}
        prefix={Current ? <Current /> : undefined}
        allowClear
        onChange={(e) => {
          if (!e.target.value) onChange?.(null);
        }}
        data-testid="field-icon"
      />
    </Popover>
  );
}
