import type { Translations } from '@vr/contracts';
import type { MenuDefinition } from './area.js';

const VERBS: Record<string, Translations> = {
  query: { zh: '查询', en: 'View', es: 'Ver', ja: '照会' },
  add: { zh: '新增', en: 'Add', es: 'Añadir', ja: '追加' },
  edit: { zh: '修改', en: 'Edit', es: 'Editar', ja: '編集' },
  remove: { zh: '删除', en: 'Delete', es: 'Eliminar', ja: '削除' },
  import: { zh: '导入', en: 'Import', es: 'Importar', ja: 'インポート' },
  export: { zh: '导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' },
};

/**
 * A screen's buttons, one per permission but the list's own: named after the screen, titled by the
 * verb (in Chinese preceded by the screen's noun, as "原料新增").
 */
export const permissionButtons = (parent: string, perms: Record<string, string>, noun: string): MenuDefinition[] =>
  Object.entries(perms)
    .filter(([key]) => key !== 'list')
    .map(([key, perm], i) => ({
      name: `${parent}${key[0]!.toUpperCase()}${key.slice(1)}`,
      parent,
      menuType: 'F' as const,
      perms: perm,
      sort: i + 1,
      titles: { ...VERBS[key]!, zh: `${noun}${VERBS[key]!.zh}` },
    }));
