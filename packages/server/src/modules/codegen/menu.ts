import { CODEGEN_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('codegen');

/** System → code generation and its buttons (the edit page is a hidden route needing `tool:gen:edit`). */
export const CODEGEN_MENUS: MenuDefinition[] = page({
  name: 'ToolGen',
  parent: 'System',
  path: 'gen',
  component: SCREENS.codegen,
  perms: CODEGEN_PERMS.list,
  icon: 'code',
  sort: 95,
  buttons: CODEGEN_PERMS,
});
