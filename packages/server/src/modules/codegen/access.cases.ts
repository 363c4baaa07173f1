import { CODEGEN_API, CODEGEN_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, onPath, onUrl, rowStill, send } from '../../test/access-cases.js';
import { genTables } from './schema.js';

/**
 * Code generation reads and changes the database's structure, which is every customer's: its
 * routes are platform-only (the suite's platform-only check refuses a customer account holding
 * every permission). Here the `ops` account, given the permissions, neither reads, previews,
 * changes nor forgets an imported table.
 */
export const accessCases: AccessModule = {
  module: 'codegen',
  scope: [
    {
      name: 'an imported table',
      permissions: Object.values(CODEGEN_PERMS),
      foreignRow: insertRow(genTables, () => ({
        tableName: 'probe_scope_table',
        areaName: 'probe-scope-table',
        businessName: 'Probe',
        entityName: 'ProbeScopeTable',
      })),
      detail: onUrl('GET', (id) => `${CODEGEN_API.preview}/${id}`),
      update: send('PUT', CODEGEN_API.base, (id) => ({
        tableId: id,
        areaName: 'taken-over',
        businessName: 'Taken over',
        entityName: 'TakenOver',
        columns: [],
      })),
      remove: onPath('DELETE', CODEGEN_API.base),
      unchanged: rowStill(genTables, genTables.id, (row) => row.businessName === 'Probe'),
    },
  ],
};
