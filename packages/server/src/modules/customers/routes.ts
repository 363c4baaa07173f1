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
  1: { en: 'Franchisee', zh: '加盟商', es: 'Franquiciado', ja: 'フランチャイジー' },
  2: { en: 'Investor', zh: '投资方', es: 'Inversor', ja: '投資家' },
  3: { en: 'Site owner', zh: '场地方', es: 'Propietario del sitio', ja: '設置場所オーナー' },
  4: { en: 'Other', zh: '其他', es: 'Otro', ja: 'その他' },
};
const SOURCES: Record<number, Translations> = {
  1: { en: 'Offline', zh: '线下', es: 'Presencial', ja: 'オフライン' },
  2: { en: 'Online franchise application', zh: '线上加盟申请', es: 'Solicitud de franquicia en línea', ja: 'オンライン加盟申請' },
};
const STATUS: Record<number, Translations> = {
  0: { en: 'Enabled', zh: '正常', es: 'Habilitado', ja: '有効' },
  1: { en: 'Disabled', zh: '停用', es: 'Deshabilitado', ja: '無効' },
};

/** The columns of the customer export. */
export const EXPORT_COLUMNS: ExcelColumn<CustomerRow>[] = [
  { key: 'id', header: { en: 'ID', zh: '编号', es: 'ID', ja: 'ID' }, width: 8 },
  { key: 'customerName', header: { en: 'Name', zh: '客户名称', es: 'Nombre', ja: '名称' }, width: 30 },
  { key: 'shortName', header: { en: 'Short name', zh: '简称', es: 'Nombre corto', ja: '略称' } },
  { key: 'orgCode', header: { en: 'Code', zh: '编码', es: 'Código', ja: 'コード' } },
  {
    key: 'cooperationMode',
    header: { en: 'Cooperation mode', zh: '合作模式', es: 'Modo de cooperación', ja: '提携形態' },
    value: (r, lang) => MODES[r.cooperationMode]?.[lang] ?? r.cooperationMode,
  },
  {
    key: 'source',
    header: { en: 'Source', zh: '来源', es: 'Origen', ja: '流入元' },
    value: (r, lang) => SOURCES[r.source]?.[lang] ?? r.source,
  },
  { key: 'parentCustomerName', header: { en: 'Parent customer', zh: '上级客户', es: 'Cliente superior', ja: '親顧客' }, width: 30 },
  { key: 'contactName', header: { en: 'Contact', zh: '联系人', es: 'Contacto', ja: '担当者' } },
  { key: 'contactPhone', header: { en: 'Contact phone', zh: '联系电话', es: 'Teléfono de contacto', ja: '連絡先電話' } },
  { key: 'themeColor', header: { en: 'Theme colour', zh: '主题色', es: 'Color del tema', ja: 'テーマカラー' }, width: 12 },
  { key: 'defaultLanguage', header: { en: 'Default language', zh: '默认语言', es: 'Idioma predeterminado', ja: '既定の言語' }, width: 12 },
  { key: 'defaultCurrency', header: { en: 'Default currency', zh: '默认币种', es: 'Moneda predeterminada', ja: '既定の通貨' }, width: 12 },
  {
    key: 'status',
    header: { en: 'Status', zh: '状态', es: 'Estado', ja: '状態' },
    value: (r, lang) => STATUS[r.status]?.[lang] ?? r.status,
    width: 10,
  },
  {
    key: 'createTime',
    header: { en: 'Created', zh: '创建时间', es: 'Creado', ja: '作成日時' },
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
