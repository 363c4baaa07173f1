import { type ReactNode, Suspense, lazy } from 'react';
import { COMMON_ICONS } from './common-icons';
import { iconComponentOf } from './icon-names';
import { loadIcons } from './load-icons';

/** An icon the common set lacks: drawn once the full catalogue has loaded. */
const CatalogIcon = lazy(async () => {
  const icons = await loadIcons();
  return {
    default: function CatalogIcon({ name }: { name: string }) {
      const Icon = icons[iconComponentOf(name)];
      return Icon ? <Icon /> : null;
    },
  };
});

/**
 * The icon a menu stores (kebab-case antd outlined name, e.g. "shopping-cart"): the common ones at
 * once, any other antd icon the menu screen's picker offers after a lazy load.
 */
export function menuIcon(name: string | null | undefined): ReactNode {
  if (!name) return undefined;
  const key = name.replace(/-outlined$/i, '').toLowerCase();
  const common = COMMON_ICONS[key];
  if (common) return common;
  return (
    <Suspense fallback={null}>
      <CatalogIcon name={key} />
    </Suspense>
  );
}
