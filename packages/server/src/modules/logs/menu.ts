import { INTEGRATION_LOG_PERMS, LOGININFOR_PERMS, OPERLOG_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Logs (operation, login and integration/SAP logs): a directory with the three logs and their buttons. */
export const LOG_MENUS: MenuDefinition[] = [
  {
    name: 'SystemLog',
    parent: 'System',
    menuType: 'M',
    path: 'log',
    icon: 'file-text',
    sort: 75,
    titles: texts('logs:menu.SystemLog'),
  },
  {
    name: 'SystemOperlog',
    parent: 'SystemLog',
    menuType: 'C',
    path: 'operlog',
    component: SCREENS.monitorOperlog,
    perms: OPERLOG_PERMS.list,
    icon: 'profile',
    sort: 1,
    titles: texts('logs:operlog.title'),
  },
  menuButton('SystemOperlog', 'SystemOperlogQuery', OPERLOG_PERMS.query, 1, 'logs:menu.SystemOperlogQuery'),
  menuButton('SystemOperlog', 'SystemOperlogRemove', OPERLOG_PERMS.remove, 2, 'logs:menu.SystemOperlogRemove'),
  menuButton('SystemOperlog', 'SystemOperlogExport', OPERLOG_PERMS.export, 3, 'logs:menu.SystemOperlogExport'),
  {
    name: 'SystemLogininfor',
    parent: 'SystemLog',
    menuType: 'C',
    path: 'logininfor',
    component: SCREENS.monitorLogininfor,
    perms: LOGININFOR_PERMS.list,
    icon: 'lock',
    sort: 2,
    titles: texts('logs:logininfor.title'),
  },
  menuButton('SystemLogininfor', 'SystemLogininforRemove', LOGININFOR_PERMS.remove, 1, 'logs:menu.SystemLogininforRemove'),
  menuButton('SystemLogininfor', 'SystemLogininforExport', LOGININFOR_PERMS.export, 2, 'logs:menu.SystemLogininforExport'),
  menuButton('SystemLogininfor', 'SystemLogininforUnlock', LOGININFOR_PERMS.unlock, 3, 'logs:menu.SystemLogininforUnlock'),
  {
    name: 'SystemIntegrationLog',
    parent: 'SystemLog',
    menuType: 'C',
    path: 'integration-log',
    component: SCREENS.monitorIntegrationLog,
    perms: INTEGRATION_LOG_PERMS.list,
    icon: 'link',
    sort: 3,
    titles: texts('logs:integration.title'),
  },
  menuButton('SystemIntegrationLog', 'SystemIntegrationLogQuery', INTEGRATION_LOG_PERMS.query, 1, 'logs:menu.SystemIntegrationLogQuery'),
  menuButton('SystemIntegrationLog', 'SystemIntegrationLogRemove', INTEGRATION_LOG_PERMS.remove, 2, 'logs:menu.SystemIntegrationLogRemove'),
  menuButton('SystemIntegrationLog', 'SystemIntegrationLogExport', INTEGRATION_LOG_PERMS.export, 3, 'logs:menu.SystemIntegrationLogExport'),
];
