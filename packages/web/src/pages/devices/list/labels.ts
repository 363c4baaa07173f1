import type { TFunction } from 'i18next';

/** Display of the device enumerations, in the screen's language. */
export function deviceLabels(t: TFunction<'devices'>) {
  return {
    status: { 0: t('value.enabled'), 1: t('value.disabled'), 2: t('value.locked') } as Record<number, string>,
    material: { 0: t('value.materialNormal'), 1: t('value.materialLow'), 2: t('value.materialOut') } as Record<number, string>,
    cooperation: { 1: t('value.franchisee'), 2: t('value.investor'), 3: t('value.siteOwner'), 4: t('value.other') } as Record<
      number,
      string
    >,
    water: { tank: t('value.tank'), tap: t('value.tap') } as Record<string, string>,
  };
}

export const statusColor: Record<number, string> = { 0: 'green', 1: 'default', 2: 'red' };
export const materialColor: Record<number, string> = { 0: 'green', 1: 'orange', 2: 'red' };
