import type { Translations } from '../i18n.js';

/** Messages of points, partitions, routes, regions and device models. */
export const pointMessages = {
  pointCustomerRequired: {
    en: 'Choose the customer this belongs to.',
    zh: '请选择所属客户',
    es: 'Elija el cliente al que pertenece.',
    ja: '所属する顧客を選択してください。',
  },
  pointImportCustomer: {
    en: 'Choose the customer the points are imported into.',
    zh: '请选择点位要导入到的客户',
    es: 'Elija el cliente al que se importan los puntos.',
    ja: 'ポイントのインポート先の顧客を選択してください。',
  },
  pointCustomerOutOfScope: {
    en: 'This customer is outside your data scope: choose one of your own customers.',
    zh: '该客户不在您的数据权限范围内，请选择您有权限的客户',
    es: 'Este cliente está fuera de su ámbito de datos: elija uno de sus clientes.',
    ja: 'この顧客はデータ権限の範囲外です。権限のある顧客を選択してください。',
  },
  pointNotCustomerOrg: {
    en: 'Choose a customer (or one of its stores or departments), not the platform.',
    zh: '请选择客户（或其门店、部门），不能选择平台',
    es: 'Elija un cliente (o una de sus tiendas o departamentos), no la plataforma.',
    ja: 'プラットフォームではなく、顧客（またはその店舗・部門）を選択してください。',
  },
  siteCodeExists: {
    en: 'The customer already has a point with code {siteCode}.',
    zh: '该客户已存在编号为 {siteCode} 的点位',
    es: 'El cliente ya tiene un punto con el código {siteCode}.',
    ja: 'この顧客には既にコード {siteCode} のポイントがあります。',
  },
  siteHasDevices_one: {
    en: 'Point "{name}" still has {count} device. Move or delete the device first.',
    zh: '点位“{name}”下还有 {count} 台设备，请先迁移或删除设备',
    es: 'El punto «{name}» aún tiene {count} dispositivo. Mueva o elimine primero el dispositivo.',
    ja: 'ポイント「{name}」にはまだ {count} 台の機器があります。先に機器を移動または削除してください。',
  },
  siteHasDevices: {
    en: 'Point "{name}" still has {count} devices. Move or delete the devices first.',
    zh: '点位“{name}”下还有 {count} 台设备，请先迁移或删除设备',
    es: 'El punto «{name}» aún tiene {count} dispositivos. Mueva o elimine primero los dispositivos.',
    ja: 'ポイント「{name}」にはまだ {count} 台の機器があります。先に機器を移動または削除してください。',
  },
  regionUnknown: {
    en: 'The region does not exist.',
    zh: '所选地区不存在',
    es: 'La región no existe.',
    ja: '地域が存在しません。',
  },
  regionNotFoundByName: {
    en: 'No region "{name}" is known.',
    zh: '未找到地区“{name}”',
    es: 'No se conoce la región «{name}».',
    ja: '地域「{name}」は見つかりません。',
  },
  zoneOtherCustomer: {
    en: 'The partition belongs to another customer.',
    zh: '该分区属于其他客户',
    es: 'La zona pertenece a otro cliente.',
    ja: 'このエリアは別の顧客のものです。',
  },
  routeOtherCustomer: {
    en: 'The route belongs to another customer.',
    zh: '该线路属于其他客户',
    es: 'La ruta pertenece a otro cliente.',
    ja: 'このルートは別の顧客のものです。',
  },
  zoneNotFoundByName: {
    en: 'The customer has no partition "{name}".',
    zh: '该客户没有名为“{name}”的分区',
    es: 'El cliente no tiene la zona «{name}».',
    ja: 'この顧客にはエリア「{name}」がありません。',
  },
  routeNotFoundByName: {
    en: 'The customer has no route "{name}".',
    zh: '该客户没有名为“{name}”的线路',
    es: 'El cliente no tiene la ruta «{name}».',
    ja: 'この顧客にはルート「{name}」がありません。',
  },
  zoneNameExists: {
    en: 'The customer already has a partition named {zoneName}.',
    zh: '该客户已存在名为 {zoneName} 的分区',
    es: 'El cliente ya tiene una zona llamada {zoneName}.',
    ja: 'この顧客には既にエリア {zoneName} があります。',
  },
  routeNameExists: {
    en: 'The customer already has a route named {routeName}.',
    zh: '该客户已存在名为 {routeName} 的线路',
    es: 'El cliente ya tiene una ruta llamada {routeName}.',
    ja: 'この顧客には既にルート {routeName} があります。',
  },
  accountOtherCustomer: {
    en: 'The account does not belong to this customer.',
    zh: '该账号不属于此客户',
    es: 'La cuenta no pertenece a este cliente.',
    ja: 'このアカウントはこの顧客のものではありません。',
  },
  siteOtherCustomer: {
    en: 'A chosen point belongs to another customer.',
    zh: '所选点位中有属于其他客户的点位',
    es: 'Un punto elegido pertenece a otro cliente.',
    ja: '選択したポイントに別の顧客のものが含まれています。',
  },
  modelCodeExists: {
    en: 'A device model with code {modelCode} already exists.',
    zh: '型号编码 {modelCode} 已存在',
    es: 'Ya existe un modelo con el código {modelCode}.',
    ja: '機種コード {modelCode} は既に存在します。',
  },
  modelSharedNeedsPlatform: {
    en: 'Only platform administrators may manage models offered to every customer.',
    zh: '只有平台管理员可以管理所有客户通用的型号',
    es: 'Solo los administradores de la plataforma gestionan los modelos ofrecidos a todos los clientes.',
    ja: '全顧客共通の機種を管理できるのはプラットフォーム管理者だけです。',
  },
  modelHasDevices_one: {
    en: 'Model "{name}" is used by {count} device and cannot be deleted.',
    zh: '型号“{name}”仍被 {count} 台设备使用，不能删除',
    es: 'El modelo «{name}» lo usa {count} dispositivo y no se puede eliminar.',
    ja: '機種「{name}」は {count} 台の機器で使用中のため削除できません。',
  },
  modelHasDevices: {
    en: 'Model "{name}" is used by {count} devices and cannot be deleted.',
    zh: '型号“{name}”仍被 {count} 台设备使用，不能删除',
    es: 'El modelo «{name}» lo usan {count} dispositivos y no se puede eliminar.',
    ja: '機種「{name}」は {count} 台の機器で使用中のため削除できません。',
  },
} satisfies Record<string, Translations>;
