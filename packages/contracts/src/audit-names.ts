import type { Lang, Translations } from './i18n.js';

/** RuoYi's business types of an operation: what kind of change it made. */
export const OPER_TYPES = ['insert', 'update', 'delete', 'grant', 'export', 'import', 'force', 'clean', 'other'] as const;
export type OperType = (typeof OPER_TYPES)[number];

export const OPER_TYPE_LABELS: Record<OperType, Translations> = {
  insert: { en: 'Add', zh: '新增', es: 'Alta', ja: '追加' },
  update: { en: 'Edit', zh: '修改', es: 'Modificación', ja: '変更' },
  delete: { en: 'Delete', zh: '删除', es: 'Eliminación', ja: '削除' },
  grant: { en: 'Grant', zh: '授权', es: 'Asignación', ja: '付与' },
  export: { en: 'Export', zh: '导出', es: 'Exportación', ja: 'エクスポート' },
  import: { en: 'Import', zh: '导入', es: 'Importación', ja: 'インポート' },
  force: { en: 'Force sign-out', zh: '强退', es: 'Cierre forzado', ja: '強制ログアウト' },
  clean: { en: 'Clear', zh: '清空', es: 'Vaciado', ja: 'クリア' },
  other: { en: 'Other', zh: '其他', es: 'Otra', ja: 'その他' },
};

/** The operation log's modules (`config.audit.module` of the routes), named as their screens are. */
export const AUDIT_MODULES: Record<string, Translations> = {
  auth: { en: 'Sign-in', zh: '登录', es: 'Acceso', ja: 'ログイン' },
  cache: { en: 'Cache', zh: '缓存', es: 'Caché', ja: 'キャッシュ' },
  clientError: { en: 'Client error log', zh: '前端错误日志', es: 'Errores del cliente', ja: 'クライアントエラーログ' },
  config: { en: 'Parameter settings', zh: '参数设置', es: 'Parámetros', ja: 'パラメータ設定' },
  customer: { en: 'Customers', zh: '客户管理', es: 'Clientes', ja: '顧客管理' },
  dept: { en: 'Stores & departments', zh: '门店管理', es: 'Tiendas y departamentos', ja: '店舗・部門管理' },
  device: { en: 'Devices', zh: '设备', es: 'Dispositivos', ja: 'デバイス' },
  deviceCommand: { en: 'Device command', zh: '设备指令', es: 'Comando de dispositivo', ja: 'デバイスコマンド' },
  deviceModel: { en: 'Device models', zh: '设备型号', es: 'Modelos de dispositivo', ja: '機種管理' },
  deviceSettings: { en: 'Device settings', zh: '设备设置', es: 'Ajustes del dispositivo', ja: 'デバイス設定' },
  dict: { en: 'Dictionaries', zh: '字典管理', es: 'Diccionarios', ja: '辞書管理' },
  integrationLog: { en: 'SAP / integration log', zh: 'SAP 日志', es: 'Registro SAP / integraciones', ja: 'SAP・連携ログ' },
  job: { en: 'Scheduled tasks', zh: '定时任务', es: 'Tareas programadas', ja: 'スケジュールタスク' },
  logininfor: { en: 'Login log', zh: '登录日志', es: 'Registro de accesos', ja: 'ログイン履歴' },
  menu: { en: 'Menus', zh: '菜单管理', es: 'Menús', ja: 'メニュー管理' },
  mobileConfig: { en: 'Mobile operation config', zh: '移动端运维配置', es: 'Configuración móvil', ja: 'モバイル運用設定' },
  notice: { en: 'Notices', zh: '通知公告', es: 'Avisos', ja: 'お知らせ' },
  online: { en: 'Online users', zh: '在线用户', es: 'Usuarios en línea', ja: 'オンラインユーザー' },
  operlog: { en: 'Operation log', zh: '操作日志', es: 'Registro de operaciones', ja: '操作ログ' },
  platformSettings: { en: 'Platform settings', zh: '平台设置', es: 'Ajustes de plataforma', ja: 'プラットフォーム設定' },
  profile: { en: 'Profile', zh: '个人中心', es: 'Perfil', ja: 'プロフィール' },
  role: { en: 'Roles', zh: '角色管理', es: 'Roles', ja: 'ロール管理' },
  route: { en: 'Routes', zh: '线路管理', es: 'Rutas', ja: 'ルート管理' },
  material: { en: 'Raw materials', zh: '原料管理', es: 'Materias primas', ja: '原料管理' },
  materialClass: { en: 'Material classification', zh: '原料分类', es: 'Clasificación de materiales', ja: '原料分類' },
  product: { en: 'Product information', zh: '商品信息', es: 'Información del producto', ja: '商品情報' },
  payConfig: { en: 'Payment config', zh: '支付配置', es: 'Configuración de pagos', ja: '決済設定' },
  productClass: { en: 'Product classification', zh: '商品分类', es: 'Clasificación de productos', ja: '商品分類' },
  deviceGoods: { en: 'Machine goods', zh: '设备商品', es: 'Productos de la máquina', ja: '機械の商品' },
  goodsTemplate: { en: 'Product templates', zh: '商品模板', es: 'Plantillas de productos', ja: '商品テンプレート' },
  goodsDeploy: { en: 'Goods deployment', zh: '商品下发', es: 'Despliegue de productos', ja: '商品配信' },
  order: { en: 'Orders', zh: '订单', es: 'Pedidos', ja: '注文' },
  site: { en: 'Points', zh: '点位', es: 'Puntos', ja: 'ポイント' },
  theme: { en: 'Theme colours', zh: '主题颜色', es: 'Colores de tema', ja: 'テーマカラー' },
  upload: { en: 'Files', zh: '文件', es: 'Archivos', ja: 'ファイル' },
  exportTask: { en: 'Export download', zh: '导出下载', es: 'Descargas de exportación', ja: 'エクスポートのダウンロード' },
  user: { en: 'Accounts', zh: '账号管理', es: 'Cuentas', ja: 'アカウント管理' },
  orderRefund: { en: 'Order refund', zh: '订单退款', es: 'Reembolsos de pedidos', ja: '注文返金' },
  webPage: { en: 'Web pages', zh: '网页管理', es: 'Páginas web', ja: 'ウェブページ' },
  zone: { en: 'Partitions', zh: '分区管理', es: 'Zonas', ja: 'エリア管理' },
  sharingApply: { en: 'Sharing applications', zh: '分账申请', es: 'Solicitudes de reparto', ja: '分配申請' },
  sharingConfig: { en: 'Sharing config', zh: '分账配置', es: 'Configuración de reparto', ja: '分配設定' },
};

interface AuditAction {
  type: OperType;
  label: Translations;
}
const act = (type: OperType, label: Translations): AuditAction => ({ type, label });

/**
 * The operation log's actions (`config.audit.action`): each one's label and business type. A save
 * that adds or edits by its id is logged as `add` or `edit`.
 */
export const AUDIT_ACTIONS: Record<string, AuditAction> = {
  add: act('insert', { en: 'Add', zh: '新增', es: 'Añadir', ja: '追加' }),
  addData: act('insert', { en: 'Add dictionary data', zh: '新增字典数据', es: 'Añadir dato del diccionario', ja: '辞書データ追加' }),
  upload: act('insert', { en: 'Upload', zh: '上传', es: 'Subir', ja: 'アップロード' }),

  edit: act('update', { en: 'Edit', zh: '修改', es: 'Editar', ja: '編集' }),
  liftException: act('update', { en: 'Lift exception', zh: '解除异常', es: 'Resolver incidencia', ja: '異常を解除' }),
  editData: act('update', { en: 'Edit dictionary data', zh: '修改字典数据', es: 'Editar dato del diccionario', ja: '辞書データ編集' }),
  save: act('update', { en: 'Save', zh: '保存', es: 'Guardar', ja: '保存' }),
  update: act('update', { en: 'Edit', zh: '修改', es: 'Editar', ja: '編集' }),
  employeeSave: act('update', { en: 'Save employee', zh: '保存员工', es: 'Guardar empleado', ja: '従業員を保存' }),
  bindLogin: act('update', {
    en: 'Bind sign-in account',
    zh: '绑定登录账号',
    es: 'Vincular cuenta de acceso',
    ja: 'ログインアカウント連携',
  }),
  changeStatus: act('update', { en: 'Change status', zh: '修改状态', es: 'Cambiar estado', ja: '状態変更' }),
  resetPwd: act('update', { en: 'Reset password', zh: '重置密码', es: 'Restablecer contraseña', ja: 'パスワードリセット' }),
  updatePwd: act('update', { en: 'Change password', zh: '修改密码', es: 'Cambiar contraseña', ja: 'パスワード変更' }),
  avatar: act('update', { en: 'Change avatar', zh: '修改头像', es: 'Cambiar avatar', ja: 'アバター変更' }),
  dataScope: act('update', { en: 'Data scope', zh: '数据权限', es: 'Ámbito de datos', ja: 'データ権限' }),
  setDefault: act('update', { en: 'Set as default', zh: '设为默认', es: 'Marcar como predeterminado', ja: 'デフォルトに設定' }),
  reset: act('update', { en: 'Restore defaults', zh: '恢复默认', es: 'Restaurar valores predeterminados', ja: '初期値に戻す' }),
  batch: act('update', { en: 'Batch change', zh: '批量修改', es: 'Cambio en lote', ja: '一括変更' }),
  rotateSecret: act('update', { en: 'Rotate secret', zh: '重置设备密钥', es: 'Renovar secreto', ja: 'シークレット再発行' }),
  params: act('update', { en: 'Set parameters', zh: '设置参数', es: 'Configurar parámetros', ja: 'パラメーター設定' }),
  cleanConfig: act('update', { en: 'Cleaning settings', zh: '清洗设置', es: 'Ajustes de limpieza', ja: '洗浄設定' }),
  localPassword: act('update', { en: 'Local password', zh: '本地密码', es: 'Contraseña local', ja: 'ローカルパスワード' }),
  cupLimit: act('update', { en: 'Cup-output limit', zh: '出杯限制', es: 'Límite de vasos', ja: '出杯制限' }),
  containers: act('update', { en: 'Container alarms', zh: '料盒预警设置', es: 'Alarmas de contenedores', ja: 'コンテナ警告設定' }),
  maxStock: act('update', { en: 'Max stock', zh: '最大库存', es: 'Existencias máximas', ja: '最大在庫' }),
  saveItem: act('update', { en: 'Save machine item', zh: '保存设备商品', es: 'Guardar producto de la máquina', ja: '機械の商品を保存' }),
  saveLane: act('update', { en: 'Save cargo lane', zh: '保存货道商品', es: 'Guardar carril', ja: 'レーンを保存' }),
  saveAccessory: act('update', { en: 'Save accessories', zh: '保存配件', es: 'Guardar accesorios', ja: '付属品を保存' }),
  saveRecipe: act('update', {
    en: 'Save machine recipe',
    zh: '保存设备配方',
    es: 'Guardar receta de la máquina',
    ja: '機械のレシピを保存',
  }),
  saveRecipeMore: act('update', {
    en: 'Save recipe on machines',
    zh: '批量保存设备配方',
    es: 'Guardar receta en máquinas',
    ja: 'レシピを一括保存',
  }),
  copy: act('update', { en: 'Copy goods to machines', zh: '复制商品到设备', es: 'Copiar productos a máquinas', ja: '商品を機械へコピー' }),
  apply: act('update', { en: 'Apply template', zh: '应用模板', es: 'Aplicar plantilla', ja: 'テンプレート適用' }),

  remove: act('delete', { en: 'Delete', zh: '删除', es: 'Eliminar', ja: '削除' }),
  delete: act('delete', { en: 'Delete', zh: '删除', es: 'Eliminar', ja: '削除' }),
  removeData: act('delete', {
    en: 'Delete dictionary data',
    zh: '删除字典数据',
    es: 'Eliminar dato del diccionario',
    ja: '辞書データ削除',
  }),
  removeLog: act('delete', { en: 'Delete run log entries', zh: '删除调度日志', es: 'Eliminar entradas de ejecución', ja: '実行ログ削除' }),

  grant: act('grant', { en: 'Grant devices', zh: '设备授权', es: 'Asignar dispositivos', ja: 'デバイス付与' }),
  authUser: act('grant', { en: 'Assign accounts', zh: '分配用户', es: 'Asignar cuentas', ja: 'アカウント割当' }),
  cancelAuthUser: act('grant', { en: 'Unassign accounts', zh: '取消授权', es: 'Quitar cuentas', ja: '割当解除' }),

  export: act('export', { en: 'Export', zh: '导出', es: 'Exportar', ja: 'エクスポート' }),
  import: act('import', { en: 'Import', zh: '导入', es: 'Importar', ja: 'インポート' }),
  forceLogout: act('force', { en: 'Force sign-out', zh: '强制退出', es: 'Forzar cierre de sesión', ja: '強制ログアウト' }),

  clean: act('clean', { en: 'Clear all', zh: '清空', es: 'Vaciar', ja: '全件クリア' }),
  cleanLog: act('clean', { en: 'Clear the run log', zh: '清空调度日志', es: 'Vaciar el registro de ejecución', ja: '実行ログをクリア' }),
  clear: act('clean', { en: 'Clear cache', zh: '清理缓存', es: 'Vaciar caché', ja: 'キャッシュクリア' }),
  clearAll: act('clean', { en: 'Clear all caches', zh: '清理全部缓存', es: 'Vaciar todas las cachés', ja: '全キャッシュクリア' }),
  refreshCache: act('clean', { en: 'Refresh cache', zh: '刷新缓存', es: 'Actualizar caché', ja: 'キャッシュ更新' }),

  refund: act('other', { en: 'Refund', zh: '退款', es: 'Reembolsar', ja: '返金' }),
  queryRefund: act('other', { en: 'Query refund status', zh: '查询退款状态', es: 'Consultar estado del reembolso', ja: '返金状況を照会' }),
  send: act('other', { en: 'Send command', zh: '发送指令', es: 'Enviar comando', ja: 'コマンド送信' }),
  deploy: act('other', { en: 'Deploy goods', zh: '下发商品', es: 'Desplegar productos', ja: '商品を配信' }),
  rollout: act('other', { en: 'Start staged rollout', zh: '开始分批发布', es: 'Iniciar despliegue por fases', ja: '段階リリース開始' }),
  continue: act('other', { en: 'Continue rollout', zh: '继续发布', es: 'Continuar despliegue', ja: 'リリース続行' }),
  rollback: act('other', { en: 'Roll back goods', zh: '回滚商品', es: 'Revertir productos', ja: '商品をロールバック' }),
  readParams: act('other', { en: 'Read parameters', zh: '读取参数', es: 'Leer parámetros', ja: 'パラメーター読取' }),
  run: act('other', { en: 'Run once', zh: '执行一次', es: 'Ejecutar una vez', ja: '1回実行' }),
  unlock: act('other', { en: 'Unlock account', zh: '账户解锁', es: 'Desbloquear cuenta', ja: 'アカウントのロック解除' }),
  logout: act('other', { en: 'Sign out', zh: '退出登录', es: 'Cerrar sesión', ja: 'ログアウト' }),
  review: act('update', { en: 'Review', zh: '审核', es: 'Revisar', ja: '審査' }),
  cancel: act('update', { en: 'Cancel', zh: '取消', es: 'Cancelar', ja: '取消' }),
  sign: act('update', { en: 'Record signing', zh: '登记签约结果', es: 'Registrar firma', ja: '署名結果の記録' }),
};

const own = <T>(map: Record<string, T>, key: string): T | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

/** A module's name in `lang`; an unknown one is shown as its code. */
export const auditModuleLabel = (module: string, lang: Lang): string => own(AUDIT_MODULES, module)?.[lang] ?? module;

/** An action's name in `lang`; an unknown one is shown as its code. */
export const auditActionLabel = (action: string, lang: Lang): string => own(AUDIT_ACTIONS, action)?.label[lang] ?? action;

/** The business type of an action (an unknown one: other). */
export const operTypeOf = (action: string): OperType => own(AUDIT_ACTIONS, action)?.type ?? 'other';

/** The actions of a business type (what a filter by type matches). */
export const actionsOfType = (type: OperType): string[] =>
  Object.entries(AUDIT_ACTIONS)
    .filter(([, a]) => a.type === type)
    .map(([code]) => code);

/** The modules whose code or name in any language contains `text` (case-insensitive). */
export function modulesNamed(text: string): string[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  return Object.entries(AUDIT_MODULES)
    .filter(([code, names]) => [code, ...Object.values(names)].some((n) => n.toLowerCase().includes(wanted)))
    .map(([code]) => code);
}
