import { INTEGRATION_LOG_PERMS, LOGININFOR_PERMS, OPERLOG_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory, page } = menuEntries('logs');

/** System → Logs (operation, login and integration/SAP logs): a directory with the three logs and their buttons. */
export const LOG_MENUS: MenuDefinition[] = [
  directory({ name: 'SystemLog', parent: 'System', path: 'log', icon: 'file-text', sort: 75 }),
  ...page({
    name: 'SystemOperlog',
    parent: 'SystemLog',
    path: 'operlog',
    component: SCREENS.monitorOperlog,
    perms: OPERLOG_PERMS.list,
    icon: 'profile',
    sort: 1,
    title: 'logs:operlog.title',
    buttons: OPERLOG_PERMS,
  }),
  ...page({
    name: 'SystemLogininfor',
    parent: 'SystemLog',
    path: 'logininfor',
    component: SCREENS.monitorLogininfor,
    perms: LOGININFOR_PERMS.list,
    icon: 'lock',
    sort: 2,
    title: 'logs:logininfor.title',
    buttons: LOGININFOR_PERMS,
  }),
  ...page({
    name: 'SystemIntegrationLog',
    parent: 'SystemLog',
    path: 'integration-log',
    component: SCREENS.monitorIntegrationLog,
    perms: INTEGRATION_LOG_PERMS.list,
    icon: 'link',
    sort: 3,
    title: 'logs:integration.title',
    buttons: INTEGRATION_LOG_PERMS,
  }),
];
