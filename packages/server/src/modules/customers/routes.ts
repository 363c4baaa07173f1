import {
  CUSTOMER_API,
  CUSTOMER_PERMS,
  SESSION,
  customerDeleteSchema,
  customerIdQuerySchema,
  customerListQuerySchema,
  customerSchema,
  orgLogoQuerySchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { readRoute } from '../../platform/routes/read.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import type { ModuleContext } from '../../platform/area.js';
import { createCustomer, customerDetail, deleteCustomers, listCustomers, orgLogo, updateCustomer } from './service.js';
import { keptListRoute, keptRoute } from '../../platform/routes/kept.js';
import { customers } from './schema.js';
import { orgs } from '../../platform/identity/schema.js';

const tags = ['customer'];
const audit = auditOf('customer');

/** Customers and the per-customer logo of the shell. */
export async function customerRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  keptListRoute(
    app,
    {
      url: CUSTOMER_API.list,
      access: CUSTOMER_PERMS.list,
      tags,
      summary: 'Customers in the caller’s scope, paged',
      querystring: customerListQuerySchema,
    },
    { tables: [customers, orgs], perCaller: true },
    (query, auth) => listCustomers(db, auth, query),
  );

  keptRoute(
    app,
    {
      url: CUSTOMER_API.detail,
      access: CUSTOMER_PERMS.query,
      tags,
      summary: 'One customer with its settings',
      querystring: customerIdQuerySchema,
    },
    { tables: [customers, orgs], perCaller: true },
    ({ id }, auth) => customerDetail(db, auth, id),
  );

  commandRoute(
    app,
    {
      url: CUSTOMER_API.save,
      access: CUSTOMER_PERMS.add,
      audit: audit('add'),
      changesCallers: true,
      tags,
      summary: 'Create a customer and its organisation node',
      body: customerSchema,
    },
    (body, auth) => createCustomer(db, auth, body),
  );

  commandRoute(
    app,
    {
      url: CUSTOMER_API.update,
      access: CUSTOMER_PERMS.edit,
      audit: audit('edit'),
      changesCallers: true,
      tags,
      summary: 'Edit a customer (a new parent customer moves its subtree)',
      body: customerSchema,
    },
    (body, auth) => updateCustomer(db, auth, body),
  );

  commandRoute(
    app,
    {
      url: CUSTOMER_API.delete,
      access: CUSTOMER_PERMS.remove,
      audit: audit('remove'),
      changesCallers: true,
      tags,
      summary: 'Delete customers without children, accounts or roles (`id` or `ids`)',
      body: customerDeleteSchema,
    },
    async ({ id, ids }, auth) => {
      const list = [...(id ? [id] : []), ...(ids === undefined ? [] : Array.isArray(ids) ? ids : [ids])];
      if (list.length === 0) throw AppError.field('id', 'invalidInput');
      await deleteCustomers(db, auth, [...new Set(list)]);
    },
  );

  readRoute(
    app,
    {
      url: CUSTOMER_API.orgLogo,
      access: SESSION,
      tags,
      summary: 'Logo URL of the customer an organisation belongs to, or null',
      querystring: orgLogoQuerySchema,
    },
    async ({ orgId }, auth) => {
      if (orgId !== auth.orgId && !(await isInScope(db, auth, { orgId }))) throw AppError.forbidden();
      return orgLogo(db, orgId);
    },
  );
}
