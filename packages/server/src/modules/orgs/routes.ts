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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import type { ModuleContext } from '../../platform/area.js';
import { createDept, deleteDept, deptDetail, listDepts, loadForExclude, updateDept } from './dept.js';
import { fullNode, orgList, orgReport, scopedTree, v2Node } from './tree.js';

const tags = ['org'];

/** The organisation tree (/api/Org/*) and departments/stores (RuoYi-style). */
export async function orgRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    { url: ORG_API.list, access: SESSION, tags, summary: 'Organisations in the caller’s scope, flat', querystring: orgListQuerySchema },
    (query, auth) => orgList(db, auth, query),
  );

  app.get(
    ORG_API.tree,
    {
      config: { access: SESSION },
      schema: { tags, summary: 'Organisation tree with kind, code and status', querystring: orgTreeQuerySchema },
    },
    async (request) => {
      const { tree, total } = await scopedTree(db, currentUser(request), request.query, fullNode);
      return ok(tree, { total });
    },
  );

  app.get(
    ORG_API.treeV2,
    {
      config: { access: SESSION },
      schema: {
        tags,
        summary: 'Organisation tree {orgId, orgName, children}; orgName searches, page/limit page the matches',
        querystring: orgTreeQuerySchema,
      },
    },
    async (request) => {
      const { tree, total } = await scopedTree(db, currentUser(request), request.query, v2Node);
      return ok(tree, { total });
    },
  );

  listRoute(
    base,
    {
      url: ORG_API.report,
      access: DEPT_PERMS.list,
      tags,
      summary: 'Organisations with children, accounts and devices counted',
      querystring: orgReportQuerySchema,
    },
    (query, auth) => orgReport(db, auth, query),
  );

  app.get(
    DEPT_API.list,
    {
      config: { access: DEPT_PERMS.list },
      schema: { tags, summary: 'Departments and stores (tree-table rows)', querystring: deptListQuerySchema },
    },
    async (request) => ok(await listDepts(db, currentUser(request), request.query)),
  );

  app.get(
    `${DEPT_API.list}/exclude/:id`,
    {
      config: { access: DEPT_PERMS.list },
      schema: {
        tags,
        summary: 'Possible parents: every organisation in scope except this one and its subtree',
        params: deptIdParamsSchema,
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const node = await loadForExclude(db, auth, request.params.id);
      return ok(await listDepts(db, auth, {}, node));
    },
  );

  app.get(
    `${DEPT_API.base}/:id`,
    { config: { access: DEPT_PERMS.query }, schema: { tags, summary: 'One department or store', params: deptIdParamsSchema } },
    async (request) => ok(await deptDetail(db, currentUser(request), request.params.id)),
  );

  app.post(
    DEPT_API.base,
    {
      config: { access: DEPT_PERMS.add, audit: { module: 'dept', action: 'add' } },
      schema: { tags, summary: 'Add a department or store', body: deptSchema },
    },
    async (request) => ok(await createDept(db, currentUser(request), request.body)),
  );

  app.put(
    DEPT_API.base,
    {
      config: { access: DEPT_PERMS.edit, audit: { module: 'dept', action: 'edit' }, changesCallers: true },
      schema: { tags, summary: 'Edit a department or store (a new parent moves its subtree)', body: deptSchema },
    },
    async (request) => ok(await updateDept(db, currentUser(request), request.body)),
  );

  app.delete(
    `${DEPT_API.base}/:id`,
    {
      config: { access: DEPT_PERMS.remove, audit: { module: 'dept', action: 'remove' }, changesCallers: true },
      schema: { tags, summary: 'Delete a department or store without children or accounts', params: deptIdParamsSchema },
    },
    async (request) => {
      await deleteDept(db, currentUser(request), request.params.id);
      return ok();
    },
  );
}
