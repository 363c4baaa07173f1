import { Dropdown, Input, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../stores/app';
import { formatDateTime } from '../../../utils/format';
import { cronPreview } from './api';

const PRESETS = [
  ['everyMinute', '0 * * * * ?'],
  ['every5Minutes', '0 */5 * * * ?'],
  ['hourly', '0 0 * * * ?'],
  ['daily2am', '0 0 2 * * ?'],
  ['weekdays9am', '0 0 9 ? * MON-FRI'],
] as const;

/** The antd rule: the server decides whether an expression is valid (same words as on save). */
export function cronRule(lang: string) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return;
      const preview = await cronPreview(text, lang).catch(() => null);
      if (preview && !preview.valid) throw new Error(preview.error);
    },
  };
}

/** A cron input with examples and, while typing, the next five run times (or why it is refused). */
export function CronField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation('jobs');
  const lang = useAppStore((s) => s.language);
  const text = (value ?? '').trim();
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const result = useQuery({
    queryKey: ['cron-preview', lang, debounced],
    queryFn: () => cronPreview(debounced, lang),
    enabled: debounced !== '',
    staleTime: 60_000,
  });
  const preview = debounced === text ? (result.data ?? null) : null;
  const checking = debounced !== text || result.isFetching;

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={t('cron.placeholder')}
          style={{ fontFamily: 'monospace' }}
          data-testid="field-cronExpression"
        />
        <Dropdown
          menu={{
            items: PRESETS.map(([key, expr]) => ({ key: expr, label: `${t(`cron.${key}`)} — ${expr}` })),
            onClick: ({ key }) => onChange?.(key),
          }}
        >
          <a style={{ padding: '4px 11px', whiteSpace: 'nowrap' }} data-testid="cron-presets">
            {t('cron.presets')}
          </a>
        </Dropdown>
      </Space.Compact>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('cron.help')}
      </Typography.Text>
      {text && (
        <div data-testid="cron-preview" style={{ fontSize: 12 }}>
          {checking && !preview ? (
            <Typography.Text type="secondary">{t('cron.checking')}</Typography.Text>
          ) : preview?.valid ? (
            <>
              <Typography.Text strong>{t('cron.preview')}</Typography.Text>
              <ol style={{ margin: '4px 0', paddingLeft: 20 }}>
                {preview.nextRuns.map((run) => (
                  <li key={run} data-testid="cron-next-run">
                    {formatDateTime(run)}
                  </li>
                ))}
              </ol>
              <Typography.Text type="secondary">{t('cron.timeZone', { tz: preview.timeZone })}</Typography.Text>
            </>
          ) : null}
        </div>
      )}
    </Space>
  );
}
