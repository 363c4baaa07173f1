import { SCAN_ORDER_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { buttons } = menuEntries('scanOrder');

/** The device list's order QR code buttons: see and download it, and replace it. */
export const SCAN_ORDER_MENUS: MenuDefinition[] = buttons({ parent: 'DeviceList', firstSort: 40 }, [
  ['SaleQr', SCAN_ORDER_PERMS.qrCode],
  ['SaleQrRemake', SCAN_ORDER_PERMS.remake],
]);
