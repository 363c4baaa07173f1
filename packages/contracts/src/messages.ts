import type { Lang } from './i18n.js';
import { format } from './i18n.js';
import { coreMessages } from './messages/core.js';
import { configMessages } from './messages/config.js';
import { pointMessages } from './messages/point.js';
import { materialMessages } from './messages/material.js';
import { productMessages } from './messages/product.js';
import { deviceGoodsMessages } from './messages/device-goods.js';
import { goodsDeployMessages } from './messages/goods-deploy.js';
import { uploadMessages } from './messages/upload.js';
import { webPageMessages } from './messages/web-page.js';
import { profileMessages } from './messages/profile.js';
import { clientErrorMessages } from './messages/client-error.js';
import { dictMessages } from './messages/dict.js';
import { excelMessages } from './messages/excel.js';
import { orgMessages } from './messages/org.js';
import { menuMessages } from './messages/menu.js';
import { roleMessages } from './messages/role.js';
import { userMessages } from './messages/user.js';
import { deviceLinkMessages } from './messages/device-link.js';
import { deviceCommandMessages } from './messages/device-command.js';
import { deviceSettingsMessages } from './messages/device-settings.js';
import { noticeMessages } from './messages/notice.js';
import { themeMessages } from './messages/theme.js';
import { mobileConfigMessages } from './messages/mobile-config.js';
import { paymentMessages } from './messages/payment.js';
import { deviceMessages } from './messages/device.js';
import { logMessages } from './messages/log.js';
import { monitorMessages } from './messages/monitor.js';
import { jobMessages } from './messages/job.js';
import { platformScopeMessages } from './messages/platform-scope.js';
import { inputMessages } from './messages/input.js';
import { refundMessages } from './messages/refund.js';
import { orderMessages } from './messages/order.js';
import { sharingMessages } from './messages/sharing.js';
import { exportTaskMessages } from './messages/export-task.js';

/**
 * Each area keeps its messages in its own file (`<area>/messages.ts`, `satisfies
 * Record<string, Translations>`) and is spread in here, so keys stay unique across areas.
 */
export const messages = {
  ...coreMessages,
  ...menuMessages,
  ...roleMessages,
  ...userMessages,
  ...uploadMessages,
  ...webPageMessages,
  ...profileMessages,
  ...clientErrorMessages,
  ...orgMessages,
  ...excelMessages,
  ...deviceLinkMessages,
  ...deviceCommandMessages,
  ...deviceSettingsMessages,
  ...deviceMessages,
  ...dictMessages,
  ...configMessages,
  ...pointMessages,
  ...materialMessages,
  ...productMessages,
  ...deviceGoodsMessages,
  ...goodsDeployMessages,
  ...logMessages,
  ...monitorMessages,
  ...refundMessages,
  ...jobMessages,
  ...noticeMessages,
  ...themeMessages,
  ...mobileConfigMessages,
  ...paymentMessages,
  ...platformScopeMessages,
  ...inputMessages,
  ...orderMessages,
  ...sharingMessages,
  ...exportTaskMessages,
};

export type MessageKey = keyof typeof messages;

/** A stored key names one of the messages (a key stored by an older version may not). */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages, key);

/** With a numeric `count`, `<key>_one` is used when the language's plural rules call it "one". */
export function message(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  const count = params?.['count'];
  if (typeof count === 'number' && new Intl.PluralRules(lang).select(count) === 'one') {
    const one = (messages as Partial<Record<string, Record<Lang, string>>>)[`${key}_one`];
    if (one) return format(one[lang], params);
  }
  return format(messages[key][lang], params);
}
