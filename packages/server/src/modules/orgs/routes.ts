import {
  DEPT_API,
  DEPT_PERMS,
  ORG_API,
  SESSION,
  deptIdParamsSchema,
  deptListQuerySchema,
  deptSchema,
  orgListQuerySchema,
  orgReportQuerySchema,
  orgTreeQuerySchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { orgs } from '../../platform/identity/schema.js';
import { keptListRoute } from '../../platform/routes/kept.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import type { ModuleContext } from '../../platform/area.js';
import { createDept, deleteDept, deptDetail, listDepts, loadForExclude, updateDept } from './dept.js';
import { fullNode, orgList, orgReport, scopedTree, v2Node } from './tree.js';

const tags = ['org'];
const audit = auditOf('dept');

/** The organisation tree (/api/Org/*) and departments/stores (RuoYi-style). */
export async function orgRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    { url: ORG_API.list, access: SESSION, tags, summary: 'Organisations in the caller’s scope, flat', querystring: orgListQuerySchema },
    (query, auth) => orgList(db, auth, query),
  );

  for (const [url, summary, node] of [
    [ORG_API.tree, 'Organisation tree with kind, code and status', fullNode],
    [ORG_API.treeV2, 'Organisation tree {orgId, orgName, children}; orgName searches, page/limit page the matches', v2Node],
  ] as const) {
    keptListRoute(
      app,
      { url, access: SESSION, tags, summary, querystring: orgTreeQuerySchema },
      { tables: [orgs], perCaller: true },
      async (query, auth) => {
        const { tree, total } = await scopedTree(db, auth, query, node);
        return { rows: tree, total };
      },
    );
  }

  listRoute(
    app,
    {
      url: ORG_API.report,
      access: DEPT_PERMS.list,
      tags,
      summary: 'Organisations with children, accounts and devices counted',
      querystring: orgReportQuerySchema,
    },
    (query, auth) => orgReport(db, auth, query),
  );

  readRoute(
    app,
    {
      url: DEPT_API.list,
      access: DEPT_PERMS.list,
      tags,
      summary: 'Departments and stores (tree-table rows)',
      querystring: deptListQuerySchema,
    },
    (query, auth) => listDepts(db, auth, query),
  );

  readRoute(
    app,
    {
      url: `${DEPT_API.list}/exclude/:id`,
      access: DEPT_PERMS.list,
      tags,
      summary: 'Possible parents: every organisation in scope except this one and its subtree',
      params: deptIdParamsSchema,
    },
    async ({ id }, auth) => listDepts(db, auth, {}, await loadForExclude(db, auth, id)),
  );

  readRoute(
    app,
    { url: `${DEPT_API.base}/:id`, access: DEPT_PERMS.query, tags, summary: 'One department or store', params: deptIdParamsSchema },
    ({ id }, auth) => deptDetail(db, auth, id),
  );

  commandRoute(
    app,
    {
      url: DEPT_API.base,
      access: DEPT_PERMS.add,
      audit: audit('add'),
      changesCallers: true,
      tags,
      summary: 'Add a department or store',
      body: deptSchema,
    },
    (body, auth) => createDept(db, auth, body),
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: DEPT_API.base,
      access: DEPT_PERMS.edit,
      audit: audit('edit'),
      changesCallers: true,
      tags,
      summary: 'Edit a department or store (a new parent moves its subtree)',
      body: deptSchema,
    },
    (body, auth) => updateDept(db, auth, body),
  );

  commandRoute(
    app,
    {
      method: 'DELETE',
      url: `${DEPT_API.base}/:id`,
      access: DEPT_PERMS.remove,
      audit: audit('remove'),
      changesCallers: true,
      tags,
      summary: 'Delete a department or store without children or accounts',
      params: deptIdParamsSchema,
    },
    ({ id }, auth) => deleteDept(db, auth, id),
  );
}
