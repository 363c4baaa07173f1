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
import type { ExcelColumn } from '../../platform/excel/index.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import type { ModuleContext } from '../../platform/area.js';
import { createCustomer, customerDetail, deleteCustomers, listCustomers, orgLogo, updateCustomer } from './service.js';

const tags = ['customer'];
const audit = auditOf('customer');

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
export async function customerRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: CUSTOMER_API.list,
      access: CUSTOMER_PERMS.list,
      tags,
      summary: 'Customers in the caller’s scope, paged',
      querystring: customerListQuerySchema,
    },
    (query, auth) => listCustomers(db, auth, query),
  );

  readRoute(
    app,
    {
      url: CUSTOMER_API.detail,
      access: CUSTOMER_PERMS.query,
      tags,
      summary: 'One customer with its settings',
      querystring: customerIdQuerySchema,
    },
    ({ id }, auth) => customerDetail(db, auth, id),
  );

  commandRoute(
    app,
    {
      url: CUSTOMER_API.save,
      access: CUSTOMER_PERMS.add,
      audit: audit('add'),
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
