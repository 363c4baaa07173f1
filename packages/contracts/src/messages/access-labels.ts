import type { Translations } from '../i18n.js';
import { addFieldLabels, fieldLabel } from '../validation.js';

/**
 * Adds field labels of the access-control forms (users, roles, menus) without overwriting a
 * label another area registered first under the same generic name (`name`, `phone`, …).
 */
export function addMissingFieldLabels(labels: Record<string, Translations>): void {
  const missing = Object.fromEntries(Object.entries(labels).filter(([key]) => fieldLabel(key, 'en') === key));
  addFieldLabels(missing);
}
