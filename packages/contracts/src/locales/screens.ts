// Written by scripts/locales-index.mjs: every namespace of screens/, one JSON file per language.
// The server reads them all; the web loads a namespace when a screen first asks for it.
import clientErrorEn from './screens/clientError/en.json' with { type: 'json' };
import clientErrorZh from './screens/clientError/zh.json' with { type: 'json' };
import clientErrorEs from './screens/clientError/es.json' with { type: 'json' };
import clientErrorJa from './screens/clientError/ja.json' with { type: 'json' };
import commonEn from './screens/common/en.json' with { type: 'json' };
import commonZh from './screens/common/zh.json' with { type: 'json' };
import commonEs from './screens/common/es.json' with { type: 'json' };
import commonJa from './screens/common/ja.json' with { type: 'json' };
import configEn from './screens/config/en.json' with { type: 'json' };
import configZh from './screens/config/zh.json' with { type: 'json' };
import configEs from './screens/config/es.json' with { type: 'json' };
import configJa from './screens/config/ja.json' with { type: 'json' };
import customerEn from './screens/customer/en.json' with { type: 'json' };
import customerZh from './screens/customer/zh.json' with { type: 'json' };
import customerEs from './screens/customer/es.json' with { type: 'json' };
import customerJa from './screens/customer/ja.json' with { type: 'json' };
import dashboardEn from './screens/dashboard/en.json' with { type: 'json' };
import dashboardZh from './screens/dashboard/zh.json' with { type: 'json' };
import dashboardEs from './screens/dashboard/es.json' with { type: 'json' };
import dashboardJa from './screens/dashboard/ja.json' with { type: 'json' };
import deptEn from './screens/dept/en.json' with { type: 'json' };
import deptZh from './screens/dept/zh.json' with { type: 'json' };
import deptEs from './screens/dept/es.json' with { type: 'json' };
import deptJa from './screens/dept/ja.json' with { type: 'json' };
import deviceDetailEn from './screens/deviceDetail/en.json' with { type: 'json' };
import deviceDetailZh from './screens/deviceDetail/zh.json' with { type: 'json' };
import deviceDetailEs from './screens/deviceDetail/es.json' with { type: 'json' };
import deviceDetailJa from './screens/deviceDetail/ja.json' with { type: 'json' };
import deviceGoodsEn from './screens/deviceGoods/en.json' with { type: 'json' };
import deviceGoodsZh from './screens/deviceGoods/zh.json' with { type: 'json' };
import deviceGoodsEs from './screens/deviceGoods/es.json' with { type: 'json' };
import deviceGoodsJa from './screens/deviceGoods/ja.json' with { type: 'json' };
import deviceModelsEn from './screens/deviceModels/en.json' with { type: 'json' };
import deviceModelsZh from './screens/deviceModels/zh.json' with { type: 'json' };
import deviceModelsEs from './screens/deviceModels/es.json' with { type: 'json' };
import deviceModelsJa from './screens/deviceModels/ja.json' with { type: 'json' };
import deviceRemoteEn from './screens/deviceRemote/en.json' with { type: 'json' };
import deviceRemoteZh from './screens/deviceRemote/zh.json' with { type: 'json' };
import deviceRemoteEs from './screens/deviceRemote/es.json' with { type: 'json' };
import deviceRemoteJa from './screens/deviceRemote/ja.json' with { type: 'json' };
import devicesEn from './screens/devices/en.json' with { type: 'json' };
import devicesZh from './screens/devices/zh.json' with { type: 'json' };
import devicesEs from './screens/devices/es.json' with { type: 'json' };
import devicesJa from './screens/devices/ja.json' with { type: 'json' };
import dictEn from './screens/dict/en.json' with { type: 'json' };
import dictZh from './screens/dict/zh.json' with { type: 'json' };
import dictEs from './screens/dict/es.json' with { type: 'json' };
import dictJa from './screens/dict/ja.json' with { type: 'json' };
import exportCentreEn from './screens/exportCentre/en.json' with { type: 'json' };
import exportCentreZh from './screens/exportCentre/zh.json' with { type: 'json' };
import exportCentreEs from './screens/exportCentre/es.json' with { type: 'json' };
import exportCentreJa from './screens/exportCentre/ja.json' with { type: 'json' };
import goodsDeployEn from './screens/goodsDeploy/en.json' with { type: 'json' };
import goodsDeployZh from './screens/goodsDeploy/zh.json' with { type: 'json' };
import goodsDeployEs from './screens/goodsDeploy/es.json' with { type: 'json' };
import goodsDeployJa from './screens/goodsDeploy/ja.json' with { type: 'json' };
import jobsEn from './screens/jobs/en.json' with { type: 'json' };
import jobsZh from './screens/jobs/zh.json' with { type: 'json' };
import jobsEs from './screens/jobs/es.json' with { type: 'json' };
import jobsJa from './screens/jobs/ja.json' with { type: 'json' };
import logsEn from './screens/logs/en.json' with { type: 'json' };
import logsZh from './screens/logs/zh.json' with { type: 'json' };
import logsEs from './screens/logs/es.json' with { type: 'json' };
import logsJa from './screens/logs/ja.json' with { type: 'json' };
import materialsEn from './screens/materials/en.json' with { type: 'json' };
import materialsZh from './screens/materials/zh.json' with { type: 'json' };
import materialsEs from './screens/materials/es.json' with { type: 'json' };
import materialsJa from './screens/materials/ja.json' with { type: 'json' };
import menuEn from './screens/menu/en.json' with { type: 'json' };
import menuZh from './screens/menu/zh.json' with { type: 'json' };
import menuEs from './screens/menu/es.json' with { type: 'json' };
import menuJa from './screens/menu/ja.json' with { type: 'json' };
import mobileConfigEn from './screens/mobileConfig/en.json' with { type: 'json' };
import mobileConfigZh from './screens/mobileConfig/zh.json' with { type: 'json' };
import mobileConfigEs from './screens/mobileConfig/es.json' with { type: 'json' };
import mobileConfigJa from './screens/mobileConfig/ja.json' with { type: 'json' };
import monitorEn from './screens/monitor/en.json' with { type: 'json' };
import monitorZh from './screens/monitor/zh.json' with { type: 'json' };
import monitorEs from './screens/monitor/es.json' with { type: 'json' };
import monitorJa from './screens/monitor/ja.json' with { type: 'json' };
import noticesEn from './screens/notices/en.json' with { type: 'json' };
import noticesZh from './screens/notices/zh.json' with { type: 'json' };
import noticesEs from './screens/notices/es.json' with { type: 'json' };
import noticesJa from './screens/notices/ja.json' with { type: 'json' };
import onlineEn from './screens/online/en.json' with { type: 'json' };
import onlineZh from './screens/online/zh.json' with { type: 'json' };
import onlineEs from './screens/online/es.json' with { type: 'json' };
import onlineJa from './screens/online/ja.json' with { type: 'json' };
import ordersEn from './screens/orders/en.json' with { type: 'json' };
import ordersZh from './screens/orders/zh.json' with { type: 'json' };
import ordersEs from './screens/orders/es.json' with { type: 'json' };
import ordersJa from './screens/orders/ja.json' with { type: 'json' };
import orgEn from './screens/org/en.json' with { type: 'json' };
import orgZh from './screens/org/zh.json' with { type: 'json' };
import orgEs from './screens/org/es.json' with { type: 'json' };
import orgJa from './screens/org/ja.json' with { type: 'json' };
import paymentsEn from './screens/payments/en.json' with { type: 'json' };
import paymentsZh from './screens/payments/zh.json' with { type: 'json' };
import paymentsEs from './screens/payments/es.json' with { type: 'json' };
import paymentsJa from './screens/payments/ja.json' with { type: 'json' };
import platformSettingsEn from './screens/platformSettings/en.json' with { type: 'json' };
import platformSettingsZh from './screens/platformSettings/zh.json' with { type: 'json' };
import platformSettingsEs from './screens/platformSettings/es.json' with { type: 'json' };
import platformSettingsJa from './screens/platformSettings/ja.json' with { type: 'json' };
import pointsEn from './screens/points/en.json' with { type: 'json' };
import pointsZh from './screens/points/zh.json' with { type: 'json' };
import pointsEs from './screens/points/es.json' with { type: 'json' };
import pointsJa from './screens/points/ja.json' with { type: 'json' };
import productsEn from './screens/products/en.json' with { type: 'json' };
import productsZh from './screens/products/zh.json' with { type: 'json' };
import productsEs from './screens/products/es.json' with { type: 'json' };
import productsJa from './screens/products/ja.json' with { type: 'json' };
import profileEn from './screens/profile/en.json' with { type: 'json' };
import profileZh from './screens/profile/zh.json' with { type: 'json' };
import profileEs from './screens/profile/es.json' with { type: 'json' };
import profileJa from './screens/profile/ja.json' with { type: 'json' };
import recipeEn from './screens/recipe/en.json' with { type: 'json' };
import recipeZh from './screens/recipe/zh.json' with { type: 'json' };
import recipeEs from './screens/recipe/es.json' with { type: 'json' };
import recipeJa from './screens/recipe/ja.json' with { type: 'json' };
import refundsEn from './screens/refunds/en.json' with { type: 'json' };
import refundsZh from './screens/refunds/zh.json' with { type: 'json' };
import refundsEs from './screens/refunds/es.json' with { type: 'json' };
import refundsJa from './screens/refunds/ja.json' with { type: 'json' };
import reportsEn from './screens/reports/en.json' with { type: 'json' };
import reportsZh from './screens/reports/zh.json' with { type: 'json' };
import reportsEs from './screens/reports/es.json' with { type: 'json' };
import reportsJa from './screens/reports/ja.json' with { type: 'json' };
import roleEn from './screens/role/en.json' with { type: 'json' };
import roleZh from './screens/role/zh.json' with { type: 'json' };
import roleEs from './screens/role/es.json' with { type: 'json' };
import roleJa from './screens/role/ja.json' with { type: 'json' };
import sharingEn from './screens/sharing/en.json' with { type: 'json' };
import sharingZh from './screens/sharing/zh.json' with { type: 'json' };
import sharingEs from './screens/sharing/es.json' with { type: 'json' };
import sharingJa from './screens/sharing/ja.json' with { type: 'json' };
import shellEn from './screens/shell/en.json' with { type: 'json' };
import shellZh from './screens/shell/zh.json' with { type: 'json' };
import shellEs from './screens/shell/es.json' with { type: 'json' };
import shellJa from './screens/shell/ja.json' with { type: 'json' };
import themesEn from './screens/themes/en.json' with { type: 'json' };
import themesZh from './screens/themes/zh.json' with { type: 'json' };
import themesEs from './screens/themes/es.json' with { type: 'json' };
import themesJa from './screens/themes/ja.json' with { type: 'json' };
import translationEn from './screens/translation/en.json' with { type: 'json' };
import translationZh from './screens/translation/zh.json' with { type: 'json' };
import translationEs from './screens/translation/es.json' with { type: 'json' };
import translationJa from './screens/translation/ja.json' with { type: 'json' };
import uploadEn from './screens/upload/en.json' with { type: 'json' };
import uploadZh from './screens/upload/zh.json' with { type: 'json' };
import uploadEs from './screens/upload/es.json' with { type: 'json' };
import uploadJa from './screens/upload/ja.json' with { type: 'json' };
import userEn from './screens/user/en.json' with { type: 'json' };
import userZh from './screens/user/zh.json' with { type: 'json' };
import userEs from './screens/user/es.json' with { type: 'json' };
import userJa from './screens/user/ja.json' with { type: 'json' };
import webpageEn from './screens/webpage/en.json' with { type: 'json' };
import webpageZh from './screens/webpage/zh.json' with { type: 'json' };
import webpageEs from './screens/webpage/es.json' with { type: 'json' };
import webpageJa from './screens/webpage/ja.json' with { type: 'json' };

/** Each namespace's texts by language. */
export const SCREEN_TEXTS = {
  clientError: { en: clientErrorEn, zh: clientErrorZh, es: clientErrorEs, ja: clientErrorJa },
  common: { en: commonEn, zh: commonZh, es: commonEs, ja: commonJa },
  config: { en: configEn, zh: configZh, es: configEs, ja: configJa },
  customer: { en: customerEn, zh: customerZh, es: customerEs, ja: customerJa },
  dashboard: { en: dashboardEn, zh: dashboardZh, es: dashboardEs, ja: dashboardJa },
  dept: { en: deptEn, zh: deptZh, es: deptEs, ja: deptJa },
  deviceDetail: { en: deviceDetailEn, zh: deviceDetailZh, es: deviceDetailEs, ja: deviceDetailJa },
  deviceGoods: { en: deviceGoodsEn, zh: deviceGoodsZh, es: deviceGoodsEs, ja: deviceGoodsJa },
  deviceModels: { en: deviceModelsEn, zh: deviceModelsZh, es: deviceModelsEs, ja: deviceModelsJa },
  deviceRemote: { en: deviceRemoteEn, zh: deviceRemoteZh, es: deviceRemoteEs, ja: deviceRemoteJa },
  devices: { en: devicesEn, zh: devicesZh, es: devicesEs, ja: devicesJa },
  dict: { en: dictEn, zh: dictZh, es: dictEs, ja: dictJa },
  exportCentre: { en: exportCentreEn, zh: exportCentreZh, es: exportCentreEs, ja: exportCentreJa },
  goodsDeploy: { en: goodsDeployEn, zh: goodsDeployZh, es: goodsDeployEs, ja: goodsDeployJa },
  jobs: { en: jobsEn, zh: jobsZh, es: jobsEs, ja: jobsJa },
  logs: { en: logsEn, zh: logsZh, es: logsEs, ja: logsJa },
  materials: { en: materialsEn, zh: materialsZh, es: materialsEs, ja: materialsJa },
  menu: { en: menuEn, zh: menuZh, es: menuEs, ja: menuJa },
  mobileConfig: { en: mobileConfigEn, zh: mobileConfigZh, es: mobileConfigEs, ja: mobileConfigJa },
  monitor: { en: monitorEn, zh: monitorZh, es: monitorEs, ja: monitorJa },
  notices: { en: noticesEn, zh: noticesZh, es: noticesEs, ja: noticesJa },
  online: { en: onlineEn, zh: onlineZh, es: onlineEs, ja: onlineJa },
  orders: { en: ordersEn, zh: ordersZh, es: ordersEs, ja: ordersJa },
  org: { en: orgEn, zh: orgZh, es: orgEs, ja: orgJa },
  payments: { en: paymentsEn, zh: paymentsZh, es: paymentsEs, ja: paymentsJa },
  platformSettings: { en: platformSettingsEn, zh: platformSettingsZh, es: platformSettingsEs, ja: platformSettingsJa },
  points: { en: pointsEn, zh: pointsZh, es: pointsEs, ja: pointsJa },
  products: { en: productsEn, zh: productsZh, es: productsEs, ja: productsJa },
  profile: { en: profileEn, zh: profileZh, es: profileEs, ja: profileJa },
  recipe: { en: recipeEn, zh: recipeZh, es: recipeEs, ja: recipeJa },
  refunds: { en: refundsEn, zh: refundsZh, es: refundsEs, ja: refundsJa },
  reports: { en: reportsEn, zh: reportsZh, es: reportsEs, ja: reportsJa },
  role: { en: roleEn, zh: roleZh, es: roleEs, ja: roleJa },
  sharing: { en: sharingEn, zh: sharingZh, es: sharingEs, ja: sharingJa },
  shell: { en: shellEn, zh: shellZh, es: shellEs, ja: shellJa },
  themes: { en: themesEn, zh: themesZh, es: themesEs, ja: themesJa },
  translation: { en: translationEn, zh: translationZh, es: translationEs, ja: translationJa },
  upload: { en: uploadEn, zh: uploadZh, es: uploadEs, ja: uploadJa },
  user: { en: userEn, zh: userZh, es: userEs, ja: userJa },
  webpage: { en: webpageEn, zh: webpageZh, es: webpageEs, ja: webpageJa },
} as const;
