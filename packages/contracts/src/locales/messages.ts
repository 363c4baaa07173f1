// Written by scripts/locales-index.mjs: every area of messages/, one JSON file per language.
import auditEn from './messages/audit/en.json' with { type: 'json' };
import auditZh from './messages/audit/zh.json' with { type: 'json' };
import auditEs from './messages/audit/es.json' with { type: 'json' };
import auditJa from './messages/audit/ja.json' with { type: 'json' };
import clientErrorEn from './messages/client-error/en.json' with { type: 'json' };
import clientErrorZh from './messages/client-error/zh.json' with { type: 'json' };
import clientErrorEs from './messages/client-error/es.json' with { type: 'json' };
import clientErrorJa from './messages/client-error/ja.json' with { type: 'json' };
import configEn from './messages/config/en.json' with { type: 'json' };
import configZh from './messages/config/zh.json' with { type: 'json' };
import configEs from './messages/config/es.json' with { type: 'json' };
import configJa from './messages/config/ja.json' with { type: 'json' };
import coreEn from './messages/core/en.json' with { type: 'json' };
import coreZh from './messages/core/zh.json' with { type: 'json' };
import coreEs from './messages/core/es.json' with { type: 'json' };
import coreJa from './messages/core/ja.json' with { type: 'json' };
import customerEn from './messages/customer/en.json' with { type: 'json' };
import customerZh from './messages/customer/zh.json' with { type: 'json' };
import customerEs from './messages/customer/es.json' with { type: 'json' };
import customerJa from './messages/customer/ja.json' with { type: 'json' };
import deviceEn from './messages/device/en.json' with { type: 'json' };
import deviceZh from './messages/device/zh.json' with { type: 'json' };
import deviceEs from './messages/device/es.json' with { type: 'json' };
import deviceJa from './messages/device/ja.json' with { type: 'json' };
import deviceCommandEn from './messages/device-command/en.json' with { type: 'json' };
import deviceCommandZh from './messages/device-command/zh.json' with { type: 'json' };
import deviceCommandEs from './messages/device-command/es.json' with { type: 'json' };
import deviceCommandJa from './messages/device-command/ja.json' with { type: 'json' };
import deviceGoodsEn from './messages/device-goods/en.json' with { type: 'json' };
import deviceGoodsZh from './messages/device-goods/zh.json' with { type: 'json' };
import deviceGoodsEs from './messages/device-goods/es.json' with { type: 'json' };
import deviceGoodsJa from './messages/device-goods/ja.json' with { type: 'json' };
import deviceLinkEn from './messages/device-link/en.json' with { type: 'json' };
import deviceLinkZh from './messages/device-link/zh.json' with { type: 'json' };
import deviceLinkEs from './messages/device-link/es.json' with { type: 'json' };
import deviceLinkJa from './messages/device-link/ja.json' with { type: 'json' };
import deviceModelEn from './messages/device-model/en.json' with { type: 'json' };
import deviceModelZh from './messages/device-model/zh.json' with { type: 'json' };
import deviceModelEs from './messages/device-model/es.json' with { type: 'json' };
import deviceModelJa from './messages/device-model/ja.json' with { type: 'json' };
import deviceSettingsEn from './messages/device-settings/en.json' with { type: 'json' };
import deviceSettingsZh from './messages/device-settings/zh.json' with { type: 'json' };
import deviceSettingsEs from './messages/device-settings/es.json' with { type: 'json' };
import deviceSettingsJa from './messages/device-settings/ja.json' with { type: 'json' };
import dictEn from './messages/dict/en.json' with { type: 'json' };
import dictZh from './messages/dict/zh.json' with { type: 'json' };
import dictEs from './messages/dict/es.json' with { type: 'json' };
import dictJa from './messages/dict/ja.json' with { type: 'json' };
import excelEn from './messages/excel/en.json' with { type: 'json' };
import excelZh from './messages/excel/zh.json' with { type: 'json' };
import excelEs from './messages/excel/es.json' with { type: 'json' };
import excelJa from './messages/excel/ja.json' with { type: 'json' };
import exportTaskEn from './messages/export-task/en.json' with { type: 'json' };
import exportTaskZh from './messages/export-task/zh.json' with { type: 'json' };
import exportTaskEs from './messages/export-task/es.json' with { type: 'json' };
import exportTaskJa from './messages/export-task/ja.json' with { type: 'json' };
import goodsDeployEn from './messages/goods-deploy/en.json' with { type: 'json' };
import goodsDeployZh from './messages/goods-deploy/zh.json' with { type: 'json' };
import goodsDeployEs from './messages/goods-deploy/es.json' with { type: 'json' };
import goodsDeployJa from './messages/goods-deploy/ja.json' with { type: 'json' };
import inputEn from './messages/input/en.json' with { type: 'json' };
import inputZh from './messages/input/zh.json' with { type: 'json' };
import inputEs from './messages/input/es.json' with { type: 'json' };
import inputJa from './messages/input/ja.json' with { type: 'json' };
import jobEn from './messages/job/en.json' with { type: 'json' };
import jobZh from './messages/job/zh.json' with { type: 'json' };
import jobEs from './messages/job/es.json' with { type: 'json' };
import jobJa from './messages/job/ja.json' with { type: 'json' };
import logEn from './messages/log/en.json' with { type: 'json' };
import logZh from './messages/log/zh.json' with { type: 'json' };
import logEs from './messages/log/es.json' with { type: 'json' };
import logJa from './messages/log/ja.json' with { type: 'json' };
import materialEn from './messages/material/en.json' with { type: 'json' };
import materialZh from './messages/material/zh.json' with { type: 'json' };
import materialEs from './messages/material/es.json' with { type: 'json' };
import materialJa from './messages/material/ja.json' with { type: 'json' };
import menuEn from './messages/menu/en.json' with { type: 'json' };
import menuZh from './messages/menu/zh.json' with { type: 'json' };
import menuEs from './messages/menu/es.json' with { type: 'json' };
import menuJa from './messages/menu/ja.json' with { type: 'json' };
import mobileConfigEn from './messages/mobile-config/en.json' with { type: 'json' };
import mobileConfigZh from './messages/mobile-config/zh.json' with { type: 'json' };
import mobileConfigEs from './messages/mobile-config/es.json' with { type: 'json' };
import mobileConfigJa from './messages/mobile-config/ja.json' with { type: 'json' };
import monitorEn from './messages/monitor/en.json' with { type: 'json' };
import monitorZh from './messages/monitor/zh.json' with { type: 'json' };
import monitorEs from './messages/monitor/es.json' with { type: 'json' };
import monitorJa from './messages/monitor/ja.json' with { type: 'json' };
import noticeEn from './messages/notice/en.json' with { type: 'json' };
import noticeZh from './messages/notice/zh.json' with { type: 'json' };
import noticeEs from './messages/notice/es.json' with { type: 'json' };
import noticeJa from './messages/notice/ja.json' with { type: 'json' };
import orderEn from './messages/order/en.json' with { type: 'json' };
import orderZh from './messages/order/zh.json' with { type: 'json' };
import orderEs from './messages/order/es.json' with { type: 'json' };
import orderJa from './messages/order/ja.json' with { type: 'json' };
import orderListEn from './messages/order-list/en.json' with { type: 'json' };
import orderListZh from './messages/order-list/zh.json' with { type: 'json' };
import orderListEs from './messages/order-list/es.json' with { type: 'json' };
import orderListJa from './messages/order-list/ja.json' with { type: 'json' };
import orgEn from './messages/org/en.json' with { type: 'json' };
import orgZh from './messages/org/zh.json' with { type: 'json' };
import orgEs from './messages/org/es.json' with { type: 'json' };
import orgJa from './messages/org/ja.json' with { type: 'json' };
import paymentEn from './messages/payment/en.json' with { type: 'json' };
import paymentZh from './messages/payment/zh.json' with { type: 'json' };
import paymentEs from './messages/payment/es.json' with { type: 'json' };
import paymentJa from './messages/payment/ja.json' with { type: 'json' };
import platformScopeEn from './messages/platform-scope/en.json' with { type: 'json' };
import platformScopeZh from './messages/platform-scope/zh.json' with { type: 'json' };
import platformScopeEs from './messages/platform-scope/es.json' with { type: 'json' };
import platformScopeJa from './messages/platform-scope/ja.json' with { type: 'json' };
import platformSettingsEn from './messages/platform-settings/en.json' with { type: 'json' };
import platformSettingsZh from './messages/platform-settings/zh.json' with { type: 'json' };
import platformSettingsEs from './messages/platform-settings/es.json' with { type: 'json' };
import platformSettingsJa from './messages/platform-settings/ja.json' with { type: 'json' };
import pointEn from './messages/point/en.json' with { type: 'json' };
import pointZh from './messages/point/zh.json' with { type: 'json' };
import pointEs from './messages/point/es.json' with { type: 'json' };
import pointJa from './messages/point/ja.json' with { type: 'json' };
import productEn from './messages/product/en.json' with { type: 'json' };
import productZh from './messages/product/zh.json' with { type: 'json' };
import productEs from './messages/product/es.json' with { type: 'json' };
import productJa from './messages/product/ja.json' with { type: 'json' };
import productTemplateEn from './messages/product-template/en.json' with { type: 'json' };
import productTemplateZh from './messages/product-template/zh.json' with { type: 'json' };
import productTemplateEs from './messages/product-template/es.json' with { type: 'json' };
import productTemplateJa from './messages/product-template/ja.json' with { type: 'json' };
import profileEn from './messages/profile/en.json' with { type: 'json' };
import profileZh from './messages/profile/zh.json' with { type: 'json' };
import profileEs from './messages/profile/es.json' with { type: 'json' };
import profileJa from './messages/profile/ja.json' with { type: 'json' };
import refundEn from './messages/refund/en.json' with { type: 'json' };
import refundZh from './messages/refund/zh.json' with { type: 'json' };
import refundEs from './messages/refund/es.json' with { type: 'json' };
import refundJa from './messages/refund/ja.json' with { type: 'json' };
import reportEn from './messages/report/en.json' with { type: 'json' };
import reportZh from './messages/report/zh.json' with { type: 'json' };
import reportEs from './messages/report/es.json' with { type: 'json' };
import reportJa from './messages/report/ja.json' with { type: 'json' };
import roleEn from './messages/role/en.json' with { type: 'json' };
import roleZh from './messages/role/zh.json' with { type: 'json' };
import roleEs from './messages/role/es.json' with { type: 'json' };
import roleJa from './messages/role/ja.json' with { type: 'json' };
import sharingEn from './messages/sharing/en.json' with { type: 'json' };
import sharingZh from './messages/sharing/zh.json' with { type: 'json' };
import sharingEs from './messages/sharing/es.json' with { type: 'json' };
import sharingJa from './messages/sharing/ja.json' with { type: 'json' };
import themeEn from './messages/theme/en.json' with { type: 'json' };
import themeZh from './messages/theme/zh.json' with { type: 'json' };
import themeEs from './messages/theme/es.json' with { type: 'json' };
import themeJa from './messages/theme/ja.json' with { type: 'json' };
import uploadEn from './messages/upload/en.json' with { type: 'json' };
import uploadZh from './messages/upload/zh.json' with { type: 'json' };
import uploadEs from './messages/upload/es.json' with { type: 'json' };
import uploadJa from './messages/upload/ja.json' with { type: 'json' };
import userEn from './messages/user/en.json' with { type: 'json' };
import userZh from './messages/user/zh.json' with { type: 'json' };
import userEs from './messages/user/es.json' with { type: 'json' };
import userJa from './messages/user/ja.json' with { type: 'json' };
import validationEn from './messages/validation/en.json' with { type: 'json' };
import validationZh from './messages/validation/zh.json' with { type: 'json' };
import validationEs from './messages/validation/es.json' with { type: 'json' };
import validationJa from './messages/validation/ja.json' with { type: 'json' };
import webPageEn from './messages/web-page/en.json' with { type: 'json' };
import webPageZh from './messages/web-page/zh.json' with { type: 'json' };
import webPageEs from './messages/web-page/es.json' with { type: 'json' };
import webPageJa from './messages/web-page/ja.json' with { type: 'json' };

/** Each area's messages by language (keys unique across areas: locales.test.ts). */
export const MESSAGE_AREAS = {
  audit: { en: auditEn, zh: auditZh, es: auditEs, ja: auditJa },
  'client-error': { en: clientErrorEn, zh: clientErrorZh, es: clientErrorEs, ja: clientErrorJa },
  config: { en: configEn, zh: configZh, es: configEs, ja: configJa },
  core: { en: coreEn, zh: coreZh, es: coreEs, ja: coreJa },
  customer: { en: customerEn, zh: customerZh, es: customerEs, ja: customerJa },
  device: { en: deviceEn, zh: deviceZh, es: deviceEs, ja: deviceJa },
  'device-command': { en: deviceCommandEn, zh: deviceCommandZh, es: deviceCommandEs, ja: deviceCommandJa },
  'device-goods': { en: deviceGoodsEn, zh: deviceGoodsZh, es: deviceGoodsEs, ja: deviceGoodsJa },
  'device-link': { en: deviceLinkEn, zh: deviceLinkZh, es: deviceLinkEs, ja: deviceLinkJa },
  'device-model': { en: deviceModelEn, zh: deviceModelZh, es: deviceModelEs, ja: deviceModelJa },
  'device-settings': { en: deviceSettingsEn, zh: deviceSettingsZh, es: deviceSettingsEs, ja: deviceSettingsJa },
  dict: { en: dictEn, zh: dictZh, es: dictEs, ja: dictJa },
  excel: { en: excelEn, zh: excelZh, es: excelEs, ja: excelJa },
  'export-task': { en: exportTaskEn, zh: exportTaskZh, es: exportTaskEs, ja: exportTaskJa },
  'goods-deploy': { en: goodsDeployEn, zh: goodsDeployZh, es: goodsDeployEs, ja: goodsDeployJa },
  input: { en: inputEn, zh: inputZh, es: inputEs, ja: inputJa },
  job: { en: jobEn, zh: jobZh, es: jobEs, ja: jobJa },
  log: { en: logEn, zh: logZh, es: logEs, ja: logJa },
  material: { en: materialEn, zh: materialZh, es: materialEs, ja: materialJa },
  menu: { en: menuEn, zh: menuZh, es: menuEs, ja: menuJa },
  'mobile-config': { en: mobileConfigEn, zh: mobileConfigZh, es: mobileConfigEs, ja: mobileConfigJa },
  monitor: { en: monitorEn, zh: monitorZh, es: monitorEs, ja: monitorJa },
  notice: { en: noticeEn, zh: noticeZh, es: noticeEs, ja: noticeJa },
  order: { en: orderEn, zh: orderZh, es: orderEs, ja: orderJa },
  'order-list': { en: orderListEn, zh: orderListZh, es: orderListEs, ja: orderListJa },
  org: { en: orgEn, zh: orgZh, es: orgEs, ja: orgJa },
  payment: { en: paymentEn, zh: paymentZh, es: paymentEs, ja: paymentJa },
  'platform-scope': { en: platformScopeEn, zh: platformScopeZh, es: platformScopeEs, ja: platformScopeJa },
  'platform-settings': { en: platformSettingsEn, zh: platformSettingsZh, es: platformSettingsEs, ja: platformSettingsJa },
  point: { en: pointEn, zh: pointZh, es: pointEs, ja: pointJa },
  product: { en: productEn, zh: productZh, es: productEs, ja: productJa },
  'product-template': { en: productTemplateEn, zh: productTemplateZh, es: productTemplateEs, ja: productTemplateJa },
  profile: { en: profileEn, zh: profileZh, es: profileEs, ja: profileJa },
  refund: { en: refundEn, zh: refundZh, es: refundEs, ja: refundJa },
  report: { en: reportEn, zh: reportZh, es: reportEs, ja: reportJa },
  role: { en: roleEn, zh: roleZh, es: roleEs, ja: roleJa },
  sharing: { en: sharingEn, zh: sharingZh, es: sharingEs, ja: sharingJa },
  theme: { en: themeEn, zh: themeZh, es: themeEs, ja: themeJa },
  upload: { en: uploadEn, zh: uploadZh, es: uploadEs, ja: uploadJa },
  user: { en: userEn, zh: userZh, es: userEs, ja: userJa },
  validation: { en: validationEn, zh: validationZh, es: validationEs, ja: validationJa },
  'web-page': { en: webPageEn, zh: webPageZh, es: webPageEs, ja: webPageJa },
} as const;
