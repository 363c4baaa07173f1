import 'i18next';
import type { Resources } from './locales/en';
import type common from './namespaces/common/en';
import type menu from './namespaces/menu/en';
import type role from './namespaces/role/en';
import type user from './namespaces/user/en';
import type dict from './namespaces/dict/en';
import type config from './namespaces/config/en';
import type upload from './namespaces/upload/en';
import type webpage from './namespaces/webpage/en';
import type clientError from './namespaces/clientError/en';
import type profile from './namespaces/profile/en';
import type dashboard from './namespaces/dashboard/en';
import type shell from './namespaces/shell/en';
import type org from './namespaces/org/en';
import type customer from './namespaces/customer/en';
import type dept from './namespaces/dept/en';
import type points from './namespaces/points/en';
import type materials from './namespaces/materials/en';
import type products from './namespaces/products/en';
import type goodsDeploy from './namespaces/goodsDeploy/en';
import type deviceModels from './namespaces/deviceModels/en';
import type devices from './namespaces/devices/en';
import type notices from './namespaces/notices/en';
import type themes from './namespaces/themes/en';
import type mobileConfig from './namespaces/mobileConfig/en';
import type platformSettings from './namespaces/platformSettings/en';
import type deviceRemote from './namespaces/deviceRemote/en';
import type deviceDetail from './namespaces/deviceDetail/en';
import type logs from './namespaces/logs/en';
import type online from './namespaces/online/en';
import type monitor from './namespaces/monitor/en';
import type jobs from './namespaces/jobs/en';
import type deviceGoods from './namespaces/deviceGoods/en';
import type recipe from './namespaces/recipe/en';

/** One line per namespace (see namespaces/README.md), so `t` keys are checked. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Resources;
      common: typeof common;
      menu: typeof menu;
      role: typeof role;
      user: typeof user;
      dict: typeof dict;
      config: typeof config;
      upload: typeof upload;
      webpage: typeof webpage;
      clientError: typeof clientError;
      profile: typeof profile;
      shell: typeof shell;
      dashboard: typeof dashboard;
      org: typeof org;
      customer: typeof customer;
      dept: typeof dept;
      points: typeof points;
      materials: typeof materials;
      products: typeof products;
      goodsDeploy: typeof goodsDeploy;
      deviceModels: typeof deviceModels;
      devices: typeof devices;
      notices: typeof notices;
      themes: typeof themes;
      mobileConfig: typeof mobileConfig;
      platformSettings: typeof platformSettings;
      deviceRemote: typeof deviceRemote;
      deviceDetail: typeof deviceDetail;
      logs: typeof logs;
      online: typeof online;
      monitor: typeof monitor;
      jobs: typeof jobs;
      deviceGoods: typeof deviceGoods;
      recipe: typeof recipe;
    };
  }
}
