import type { ScreenLayout } from '@vr/contracts';
import { useTranslation } from 'react-i18next';

interface Props {
  homeLayout?: ScreenLayout;
  banners?: string[];
  primaryColor?: string;
  backgroundColor?: string;
  textColor?: string;
}

/** A sketch of the machine's home screen with the chosen layout, first banner and colours. */
export function ScreenPreview({ homeLayout = 'grid', banners = [], primaryColor, backgroundColor, textColor }: Props) {
  const { t } = useTranslation('deviceScreen');
  const drinks = [1, 2, 3, 4, 5, 6];
  const tile = (n: number) => (
    <div
      key={n}
      style={{
        background: primaryColor,
        color: backgroundColor,
        borderRadius: 6,
        padding: homeLayout === 'list' ? '6px 8px' : '14px 4px',
        textAlign: homeLayout === 'list' ? 'left' : 'center',
        fontSize: 11,
        flex: homeLayout === 'carousel' ? '0 0 42%' : undefined,
      }}
    >
      {t('previewDrink', { n })}
    </div>
  );
  return (
    <div data-testid="screen-preview" aria-label={t('preview')} style={{ width: 200, border: '6px solid #333', borderRadius: 12 }}>
      <div style={{ background: backgroundColor, color: textColor, height: 300, padding: 8, overflow: 'hidden' }}>
        <div
          style={{
            height: 70,
            borderRadius: 6,
            marginBottom: 8,
            background: banners[0] ? `center / cover no-repeat url("${banners[0]}")` : primaryColor,
            opacity: banners[0] ? 1 : 0.35,
          }}
        />
        <div
          style={{
            display: homeLayout === 'grid' ? 'grid' : 'flex',
            gridTemplateColumns: 'repeat(3, 1fr)',
            flexDirection: homeLayout === 'list' ? 'column' : 'row',
            overflow: 'hidden',
            gap: 6,
          }}
        >
          {drinks.map(tile)}
        </div>
      </div>
    </div>
  );
}
