import type { MenuDefinition } from '../../platform/area.js';
import { SCRATCH_NOTE_PERMS, SCRATCH_NOTE_SCREEN } from './contracts.js';

/*
 * A real area's titles are keys of its namespace in packages/contracts/src/locales
 * (`texts('<ns>:title')`); the scratch area writes them out to stay inside its folder.
 */

/** Notes (a top-level page) and its add button. */
export const SCRATCH_NOTE_MENUS: MenuDefinition[] = [
  {
    name: 'ScratchNotes',
    menuType: 'C',
    path: 'scratch-notes',
    component: SCRATCH_NOTE_SCREEN,
    perms: SCRATCH_NOTE_PERMS.list,
    icon: 'edit',
    sort: 990,
    titles: { zh: '便签', en: 'Notes', es: 'Notas', ja: 'メモ' },
  },
  {
    name: 'ScratchNotesAdd',
    parent: 'ScratchNotes',
    menuType: 'F',
    perms: SCRATCH_NOTE_PERMS.add,
    sort: 1,
    titles: { zh: '便签新增', en: 'Add', es: 'Añadir', ja: '追加' },
  },
];
