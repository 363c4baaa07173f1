import {
  CUSTOMER_API,
  CUSTOMER_PERMS,
  type CustomerRow,
  SESSION,
  type Translations,
  customerDeleteSchema,
  customerIdQuerySchema,
  customerListQuerySchema,
  customerSchema,
  orgLogoQuerySchema,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { ExcelColumn } from '../../platform/excel/index.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import type { ModuleContext } from '../../platform/area.js';
import { createCustomer, customerDetail, deleteCustomers, listCustomers, orgLogo, updateCustomer } from './service.js';

const tags = ['customer'];

const MODES: Record<number, Translations> = {
  1: texts('customer:cooperationMode.1'),
  2: texts('customer:cooperationMode.2'),
  3: texts('customer:cooperationMode.3'),
  4: texts('customer:cooperationMode.4'),
};
const SOURCES: Record<number, Translations> = {
  1: texts('customer:source.1'),
  2: texts('customer:source.2'),
};
const STATUS: Record<number, Translations> = {
  0: texts('customer:status.enabled'),
  1: texts('customer:status.disabled'),
};

/** The columns of the customer export. */
export const EXPORT_COLUMNS: ExcelColumn<CustomerRow>[] = [
  { key: 'id', header: texts('customer:export.id'), width: 8 },
  { key: 'customerName', header: texts('customer:field.name'), width: 30 },
  { key: 'shortName', header: texts('customer:field.shortName') },
  { key: 'orgCode', header: texts('customer:field.code') },
  {
    key: 'cooperationMode',
    header: texts('customer:field.cooperationMode'),
    value: (r, lang) => MODES[r.cooperationMode]?.[lang] ?? r.cooperationMode,
  },
  {
    key: 'source',
    header: texts('customer:field.source'),
    value: (r, lang) => SOURCES[r.source]?.[lang] ?? r.source,
  },
  { key: 'parentCustomerName', header: texts('customer:field.parentCustomer'), width: 30 },
  { key: 'contactName', header: texts('customer:field.contactName') },
  { key: 'contactPhone', header: texts('customer:field.contactPhone') },
  { key: 'themeColor', header: texts('customer:field.themeColor'), width: 12 },
  { key: 'defaultLanguage', header: texts('customer:field.defaultLanguage'), width: 12 },
  { key: 'defaultCurrency', header: texts('customer:field.defaultCurrency'), width: 12 },
  {
    key: 'status',
    header: texts('customer:export.status'),
    value: (r, lang) => STATUS[r.status]?.[lang] ?? r.status,
    width: 10,
  },
  {
    key: 'createTime',
    header: texts('common:field.createTime'),
    value: (r) => r.createTime.slice(0, 19).replace('T', ' '),
  },
];

/** Customers and the per-customer logo of the shell. */
export async function customerRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    {
      url: CUSTOMER_API.list,
      access: CUSTOMER_PERMS.list,
      tags,
      summary: 'Customers in the caller’s scope, paged',
      querystring: customerListQuerySchema,
    },
    (query, auth) => listCustomers(db, auth, query),
  );

  app.get(
    CUSTOMER_API.detail,
    {
      config: { access: CUSTOMER_PERMS.query },
      schema: { tags, summary: 'One customer with its settings', querystring: customerIdQuerySchema },
    },
    async (request) => ok(await customerDetail(db, currentUser(request), request.query.id)),
  );

  app.post(
    CUSTOMER_API.save,
    {
      config: { access: CUSTOMER_PERMS.add, audit: { module: 'customer', action: 'add' } },
      schema: { tags, summary: 'Create a customer and its organisation node', body: customerSchema },
    },
    async (request) => ok(await createCustomer(db, currentUser(request), request.body)),
  );

  app.post(
    CUSTOMER_API.update,
    {
      config: { access: CUSTOMER_PERMS.edit, audit: { module: 'customer', action: 'edit' }, changesCallers: true },
      schema: { tags, summary: 'Edit a customer (a new parent customer moves its subtree)', body: customerSchema },
    },
    async (request) => ok(await updateCustomer(db, currentUser(request), request.body)),
  );

  app.post(
    CUSTOMER_API.delete,
    {
      config: { access: CUSTOMER_PERMS.remove, audit: { module: 'customer', action: 'remove' }, changesCallers: true },
      schema: { tags, summary: 'Delete customers without children, accounts or roles (`id` or `ids`)', body: customerDeleteSchema },
    },
    async (request) => {
      const { id, ids } = request.body;
      const list = [...(id ? [id] : []), ...(ids === undefined ? [] : Array.isArray(ids) ? ids : [ids])];
      if (list.length === 0) throw AppError.field('id', 'invalidInput');
      await deleteCustomers(db, currentUser(request), [...new Set(list)]);
      return ok();
    },
  );

  app.get(
    CUSTOMER_API.orgLogo,
    {
      config: { access: SESSION },
      schema: { tags, summary: 'Logo URL of the customer an organisation belongs to, or null', querystring: orgLogoQuerySchema },
    },
    async (request) => {
      const auth = currentUser(request);
      const { orgId } = request.query;
      if (orgId !== auth.orgId && !(await isInScope(db, auth, { orgId }))) throw AppError.forbidden();
      return ok(await orgLogo(db, orgId));
    },
  );
}
