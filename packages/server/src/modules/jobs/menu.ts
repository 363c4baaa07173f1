import { JOB_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: 'SystemJob',
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** System → Scheduled tasks and its buttons (the job log is the hidden route /monitor/job-log/index/{jobId}). */
export const JOB_MENUS: MenuDefinition[] = [
  {
    name: 'SystemJob',
    parent: 'System',
    menuType: 'C',
    path: 'job',
    component: SCREENS.monitorJob,
    perms: JOB_PERMS.list,
    icon: 'schedule',
    sort: 120,
    titles: { zh: '定时任务', en: 'Scheduled tasks', es: 'Tareas programadas', ja: 'スケジュールタスク' },
  },
  button('SystemJobQuery', JOB_PERMS.query, { zh: '任务查询', en: 'View', es: 'Ver', ja: '照会' }, 1),
  button('SystemJobAdd', JOB_PERMS.add, { zh: '任务新增', en: 'Add', es: 'Añadir', ja: '追加' }, 2),
  button('SystemJobEdit', JOB_PERMS.edit, { zh: '任务修改', en: 'Edit', es: 'Editar', ja: '編集' }, 3),
  button('SystemJobRemove', JOB_PERMS.remove, { zh: '任务删除', en: 'Delete', es: 'Eliminar', ja: '削除' }, 4),
  button(
    'SystemJobStatus',
    JOB_PERMS.changeStatus,
    { zh: '状态修改', en: 'Pause / resume / run', es: 'Pausar / reanudar / ejecutar', ja: '停止・再開・実行' },
    5,
  ),
  button('SystemJobExport', JOB_PERMS.export, { zh: '任务导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' }, 6),
];
