import { catalog } from '@vr/device-sim';
import {
  type CodedStatus,
  type ListClass,
  ABNORMAL_STATUS,
  ORDER_DICTS,
  ORDER_ITEM_STATUS,
  ORDER_SOURCE,
  ORDER_STATUS,
  ORDER_TYPE,
  PAY_STATUS,
  REFUND_STATUS,
  SHIP_STATUS,
  type Translations,
} from '@vr/contracts';

type Entry = [value: string, listClass: ListClass, labels: Translations];
export interface BuiltInDict {
  type: string;
  name: Translations;
  entries: Entry[];
}

const d = (type: string, name: Translations, entries: Entry[]): BuiltInDict => ({ type, name, entries });

/** The entries of a dictionary whose values are the codes of `statuses`, in their declared order. */
const codeEntries = (statuses: Record<string, CodedStatus>): Entry[] =>
  Object.values(statuses).map((s) => [String(s.code), s.listClass, s.labels]);

/**
 * Every enumeration of the product (and the generic ones the screens use), with labels in the
 * four languages. Seeded into a new installation; administrators may then edit labels and styles.
 */
export const BUILT_IN_DICTS: BuiltInDict[] = [
  // Generic
  d('sys_normal_disable', { en: 'Enable status', zh: '系统开关', es: 'Estado de habilitación', ja: '有効状態' }, [
    ['0', 'primary', { en: 'Normal', zh: '正常', es: 'Normal', ja: '正常' }],
    ['1', 'danger', { en: 'Disabled', zh: '停用', es: 'Deshabilitado', ja: '無効' }],
  ]),
  d('sys_enable_numeric', { en: 'Enable status (numeric)', zh: '启用状态（数值）', es: 'Estado (numérico)', ja: '有効状態（数値）' }, [
    ['1', 'success', { en: 'Enabled', zh: '启用', es: 'Habilitado', ja: '有効' }],
    ['0', 'info', { en: 'Disabled', zh: '停用', es: 'Deshabilitado', ja: '無効' }],
  ]),
  d('sys_user_sex', { en: 'Gender', zh: '用户性别', es: 'Sexo', ja: '性別' }, [
    ['0', 'default', { en: 'Male', zh: '男', es: 'Hombre', ja: '男性' }],
    ['1', 'default', { en: 'Female', zh: '女', es: 'Mujer', ja: '女性' }],
    ['2', 'default', { en: 'Unknown', zh: '未知', es: 'Desconocido', ja: '不明' }],
  ]),
  d('sys_show_hide', { en: 'Menu status', zh: '菜单状态', es: 'Estado del menú', ja: 'メニュー状態' }, [
    ['1', 'primary', { en: 'Show', zh: '显示', es: 'Mostrar', ja: '表示' }],
    ['0', 'danger', { en: 'Hide', zh: '隐藏', es: 'Ocultar', ja: '非表示' }],
  ]),
  d('sys_yes_no', { en: 'Yes / no', zh: '系统是否', es: 'Sí / no', ja: 'はい / いいえ' }, [
    ['Y', 'primary', { en: 'Yes', zh: '是', es: 'Sí', ja: 'はい' }],
    ['N', 'danger', { en: 'No', zh: '否', es: 'No', ja: 'いいえ' }],
  ]),
  d('sys_list_class', { en: 'Tag style', zh: '回显样式', es: 'Estilo de etiqueta', ja: 'タグスタイル' }, [
    ['default', 'default', { en: 'Default', zh: '默认', es: 'Predeterminado', ja: 'デフォルト' }],
    ['primary', 'primary', { en: 'Primary', zh: '主要', es: 'Principal', ja: 'プライマリ' }],
    ['success', 'success', { en: 'Success', zh: '成功', es: 'Éxito', ja: '成功' }],
    ['info', 'info', { en: 'Info', zh: '信息', es: 'Información', ja: '情報' }],
    ['warning', 'warning', { en: 'Warning', zh: '警告', es: 'Advertencia', ja: '警告' }],
    ['danger', 'danger', { en: 'Danger', zh: '危险', es: 'Peligro', ja: '危険' }],
  ]),
  // Enumerations of the product's records
  d('change_type', { en: 'Change type', zh: '变更类型', es: 'Tipo de cambio', ja: '変更タイプ' }, [
    ['1', 'primary', { en: 'Import', zh: '导入', es: 'Importación', ja: 'インポート' }],
    ['2', 'info', { en: 'Edit', zh: '编辑', es: 'Edición', ja: '編集' }],
  ]),
  d('accessory_code', { en: 'Accessory codes', zh: '配件编码', es: 'Códigos de accesorio', ja: 'アクセサリコード' }, [
    ['B', 'default', { en: 'B', zh: 'B', es: 'B', ja: 'B' }],
    ['N', 'default', { en: 'N', zh: 'N', es: 'N', ja: 'N' }],
    ['S', 'default', { en: 'S', zh: 'S', es: 'S', ja: 'S' }],
    ['I', 'default', { en: 'I', zh: 'I', es: 'I', ja: 'I' }],
    ['M', 'info', { en: 'M (milk)', zh: 'M（牛奶）', es: 'M (leche)', ja: 'M（ミルク）' }],
    ['W', 'default', { en: 'W', zh: 'W', es: 'W', ja: 'W' }],
    ['P', 'warning', { en: 'P (beer)', zh: 'P（啤酒）', es: 'P (cerveza)', ja: 'P（ビール）' }],
  ]),
  d('material_unit', { en: 'Unit', zh: '单位', es: 'Unidad', ja: '単位' }, [
    ['1', 'default', { en: 'g', zh: '克', es: 'g', ja: 'g' }],
    ['2', 'default', { en: 'ml', zh: '毫升', es: 'ml', ja: 'ml' }],
    ['3', 'default', { en: 'Other', zh: '其他', es: 'Otra', ja: 'その他' }],
  ]),
  d('refund_status', { en: 'Refund status', zh: '退款状态', es: 'Estado del reembolso', ja: '返金状態' }, codeEntries(REFUND_STATUS)),
  d('audit_status', { en: 'Audit status', zh: '审核状态', es: 'Estado de revisión', ja: '審査状態' }, [
    ['1', 'warning', { en: 'Pending review', zh: '待审核', es: 'Pendiente de revisión', ja: '審査待ち' }],
    ['2', 'success', { en: 'Approved', zh: '已通过', es: 'Aprobado', ja: '承認済み' }],
    ['3', 'danger', { en: 'Rejected', zh: '已驳回', es: 'Rechazado', ja: '却下' }],
  ]),
  d('signal_strength', { en: 'Signal strength', zh: '信号强度', es: 'Intensidad de señal', ja: '信号強度' }, [
    ['1', 'danger', { en: 'Terrible', zh: '极差', es: 'Pésima', ja: '非常に悪い' }],
    ['2', 'warning', { en: 'Poor', zh: '差', es: 'Mala', ja: '悪い' }],
    ['3', 'info', { en: 'Fair', zh: '一般', es: 'Regular', ja: '普通' }],
    ['4', 'primary', { en: 'Good', zh: '良好', es: 'Buena', ja: '良い' }],
    ['5', 'success', { en: 'Excellent', zh: '极好', es: 'Excelente', ja: '非常に良い' }],
  ]),
  d('sharing_sign_status', { en: 'Sharing sign status', zh: '分账签约状态', es: 'Estado de firma de reparto', ja: '分配契約状態' }, [
    ['0', 'warning', { en: 'Pending signing', zh: '待签约', es: 'Pendiente de firma', ja: '署名待ち' }],
    ['1', 'danger', { en: 'Failed', zh: '签约失败', es: 'Fallida', ja: '失敗' }],
    ['2', 'success', { en: 'Success', zh: '签约成功', es: 'Correcta', ja: '成功' }],
    ['3', 'info', { en: 'Not signed', zh: '未签约', es: 'No firmado', ja: '未署名' }],
    ['4', 'primary', { en: 'Under review', zh: '审核中', es: 'En revisión', ja: '審査中' }],
  ]),
  d('sharing_apply_status', { en: 'Sharing apply status', zh: '分账申请状态', es: 'Estado de solicitud de reparto', ja: '分配申請状態' }, [
    ['0', 'warning', { en: 'Under review', zh: '审核中', es: 'En revisión', ja: '審査中' }],
    ['1', 'success', { en: 'Approved', zh: '已通过', es: 'Aprobada', ja: '承認済み' }],
    ['2', 'danger', { en: 'Rejected', zh: '已驳回', es: 'Rechazada', ja: '却下' }],
    ['3', 'info', { en: 'Cancelled', zh: '已撤销', es: 'Cancelada', ja: '取消済み' }],
  ]),
  d('sharing_status', { en: 'Sharing status', zh: '分账状态', es: 'Estado del reparto', ja: '分配状態' }, [
    ['1', 'info', { en: 'Pending', zh: '待分账', es: 'Pendiente', ja: '保留中' }],
    ['2', 'primary', { en: 'In progress', zh: '分账中', es: 'En curso', ja: '処理中' }],
    ['3', 'success', { en: 'Successful', zh: '分账成功', es: 'Correcto', ja: '成功' }],
    ['4', 'danger', { en: 'Failed', zh: '分账失败', es: 'Fallido', ja: '失敗' }],
    ['5', 'default', { en: 'Cancelled', zh: '已取消', es: 'Cancelado', ja: '取消済み' }],
  ]),
  d('sharing_type', { en: 'Sharing type', zh: '分账类型', es: 'Tipo de reparto', ja: '分配タイプ' }, [
    ['1', 'primary', { en: 'Online', zh: '线上', es: 'En línea', ja: 'オンライン' }],
    ['2', 'default', { en: 'Offline', zh: '线下', es: 'Fuera de línea', ja: 'オフライン' }],
  ]),
  d('business_type', { en: 'Business type', zh: '商户类型', es: 'Tipo de comercio', ja: '事業者タイプ' }, [
    ['1', 'primary', { en: 'Payment merchant', zh: '支付商户', es: 'Comercio de pago', ja: '決済事業者' }],
    ['2', 'success', { en: 'Online sharing merchant', zh: '线上分账商户', es: 'Comercio de reparto en línea', ja: 'オンライン分配事業者' }],
    [
      '3',
      'info',
      { en: 'Offline sharing merchant', zh: '线下分账商户', es: 'Comercio de reparto fuera de línea', ja: 'オフライン分配事業者' },
    ],
  ]),
  d(
    'order_status_code',
    { en: 'Order status codes', zh: '订单状态码', es: 'Códigos de estado del pedido', ja: '注文ステータスコード' },
    codeEntries(ORDER_STATUS),
  ),
  d(
    'order_item_status',
    { en: 'Order item status', zh: '订单商品状态', es: 'Estado de la línea', ja: '注文明細状態' },
    codeEntries(ORDER_ITEM_STATUS),
  ),
  d(
    'pay_status_code',
    { en: 'Pay status codes', zh: '支付状态码', es: 'Códigos de estado de pago', ja: '支払ステータスコード' },
    codeEntries(PAY_STATUS),
  ),
  d(
    'inspection_device_status',
    { en: 'Inspection device status', zh: '巡检设备状态', es: 'Estado del equipo en inspección', ja: '点検時の機器状態' },
    [
      ['1', 'success', { en: 'Normal', zh: '正常', es: 'Normal', ja: '正常' }],
      ['2', 'warning', { en: 'Abnormal', zh: '异常', es: 'Anómalo', ja: '異常' }],
      ['3', 'danger', { en: 'Out of service', zh: '停用', es: 'Fuera de servicio', ja: '停止中' }],
    ],
  ),
  d(
    ORDER_DICTS.shipStatus,
    { en: 'Dispense status codes', zh: '出货状态码', es: 'Códigos de estado de dispensación', ja: '提供ステータスコード' },
    codeEntries(SHIP_STATUS),
  ),
  d(ORDER_DICTS.source, { en: 'Order source', zh: '订单来源', es: 'Origen del pedido', ja: '注文元' }, codeEntries(ORDER_SOURCE)),
  d(
    ORDER_DICTS.abnormalStatus,
    { en: 'Order exception', zh: '订单异常状态', es: 'Incidencia del pedido', ja: '注文異常状態' },
    codeEntries(ABNORMAL_STATUS),
  ),
  d(ORDER_DICTS.type, { en: 'Order type', zh: '订单类型', es: 'Tipo de pedido', ja: '注文タイプ' }, codeEntries(ORDER_TYPE)),
  d('payment_type', { en: 'Payment types', zh: '支付方式', es: 'Tipos de pago', ja: '支払方法' }, paymentTypes()),
  // Named states of the product's records
  d('order_state', { en: 'Order state', zh: '订单状态', es: 'Estado del pedido', ja: '注文状態' }, [
    ['new', 'info', { en: 'New', zh: '新建', es: 'Nuevo', ja: '新規' }],
    ['dispensing', 'primary', { en: 'Dispensing', zh: '出货中', es: 'Dispensando', ja: '提供中' }],
    ['completed', 'success', { en: 'Completed', zh: '已完成', es: 'Completado', ja: '完了' }],
  ]),
  d('dispense_state', { en: 'Dispensing result', zh: '出货结果', es: 'Resultado del dispensado', ja: '提供結果' }, [
    ['success', 'success', { en: 'Success', zh: '成功', es: 'Correcto', ja: '成功' }],
    ['failed', 'danger', { en: 'Failed', zh: '失败', es: 'Fallido', ja: '失敗' }],
    ['not_dispensed', 'warning', { en: 'Not dispensed', zh: '未出货', es: 'No dispensado', ja: '未提供' }],
  ]),
  d('payment_state', { en: 'Payment state', zh: '支付状态', es: 'Estado del pago', ja: '支払状態' }, [
    ['unpaid', 'warning', { en: 'Unpaid', zh: '未支付', es: 'No pagado', ja: '未払い' }],
    ['paid', 'success', { en: 'Paid', zh: '已支付', es: 'Pagado', ja: '支払済み' }],
  ]),
  d('refund_state', { en: 'Refund state', zh: '退款进度', es: 'Estado del reembolso', ja: '返金の進捗' }, [
    ['not_refunded', 'info', { en: 'Not refunded', zh: '未退款', es: 'No reembolsado', ja: '未返金' }],
    ['refunding', 'primary', { en: 'Refunding', zh: '退款中', es: 'Reembolsando', ja: '返金中' }],
    ['success', 'success', { en: 'Refund succeeded', zh: '退款成功', es: 'Reembolso correcto', ja: '返金成功' }],
    ['failed', 'danger', { en: 'Refund failed', zh: '退款失败', es: 'Reembolso fallido', ja: '返金失敗' }],
    ['partial', 'warning', { en: 'Partial refund', zh: '部分退款', es: 'Reembolso parcial', ja: '一部返金' }],
    ['full', 'success', { en: 'Full refund', zh: '全额退款', es: 'Reembolso total', ja: '全額返金' }],
  ]),
  d('shipment_state', { en: 'Shipment state', zh: '发货状态', es: 'Estado del envío', ja: '出荷状態' }, [
    ['not_shipped', 'info', { en: 'Not shipped', zh: '未发货', es: 'No enviado', ja: '未出荷' }],
    ['shipped', 'primary', { en: 'Shipped', zh: '已发货', es: 'Enviado', ja: '出荷済み' }],
    ['success', 'success', { en: 'Delivered', zh: '发货成功', es: 'Entregado', ja: '配送完了' }],
    ['failed', 'danger', { en: 'Failed', zh: '发货失败', es: 'Fallido', ja: '失敗' }],
  ]),
  d('purchase_order_state', { en: 'Purchase order state', zh: '采购单状态', es: 'Estado de la orden de compra', ja: '発注状態' }, [
    ['pending_payment', 'warning', { en: 'Pending payment', zh: '待付款', es: 'Pendiente de pago', ja: '支払待ち' }],
    ['to_be_shipped', 'primary', { en: 'To be shipped', zh: '待发货', es: 'Por enviar', ja: '出荷待ち' }],
    ['shipped', 'success', { en: 'Shipped', zh: '已发货', es: 'Enviado', ja: '出荷済み' }],
  ]),
  d(
    'purchase_refund_state',
    { en: 'Purchase refund state', zh: '采购退款状态', es: 'Estado del reembolso de compra', ja: '発注返金状態' },
    [
      ['not_refunded', 'info', { en: 'Not refunded', zh: '未退款', es: 'No reembolsado', ja: '未返金' }],
      ['partial', 'warning', { en: 'Partial', zh: '部分退款', es: 'Parcial', ja: '一部' }],
      ['full', 'success', { en: 'Full', zh: '全额退款', es: 'Total', ja: '全額' }],
    ],
  ),
  d(
    'franchise_review_state',
    { en: 'Franchise review state', zh: '加盟审核状态', es: 'Estado de revisión de franquicia', ja: 'フランチャイズ審査状態' },
    [
      ['pending', 'warning', { en: 'Pending', zh: '待审核', es: 'Pendiente', ja: '審査待ち' }],
      ['passed', 'success', { en: 'Passed', zh: '已通过', es: 'Aprobada', ja: '承認' }],
      ['rejected', 'danger', { en: 'Rejected', zh: '已驳回', es: 'Rechazada', ja: '却下' }],
    ],
  ),
  d('inspection_state', { en: 'Inspection state', zh: '巡检审核状态', es: 'Estado de la inspección', ja: '点検状態' }, [
    ['pending_review', 'warning', { en: 'Pending review', zh: '待审核', es: 'Pendiente de revisión', ja: '審査待ち' }],
    ['rejected', 'danger', { en: 'Rejected', zh: '已驳回', es: 'Rechazada', ja: '却下' }],
    ['adopted', 'success', { en: 'Review adopted', zh: '审核通过', es: 'Revisión aceptada', ja: '審査採用' }],
  ]),
  d('repair_state', { en: 'Repair state', zh: '维修状态', es: 'Estado de la reparación', ja: '修理状態' }, [
    ['pending', 'warning', { en: 'Pending', zh: '待处理', es: 'Pendiente', ja: '未処理' }],
    ['processed', 'success', { en: 'Processed', zh: '已处理', es: 'Procesada', ja: '処理済み' }],
    ['unresolved', 'danger', { en: 'Unresolved', zh: '未解决', es: 'Sin resolver', ja: '未解決' }],
  ]),
  d('upgrade_state', { en: 'Upgrade state', zh: '升级状态', es: 'Estado de la actualización', ja: 'アップグレード状態' }, [
    ['in_progress', 'primary', { en: 'In progress', zh: '升级中', es: 'En curso', ja: '実行中' }],
    ['success', 'success', { en: 'Success', zh: '升级成功', es: 'Correcta', ja: '成功' }],
    ['failed', 'danger', { en: 'Failed', zh: '升级失败', es: 'Fallida', ja: '失敗' }],
  ]),
  d('wristband_state', { en: 'Wristband state', zh: '手环状态', es: 'Estado de la pulsera', ja: 'リストバンド状態' }, [
    ['not_activated', 'info', { en: 'Not activated', zh: '未激活', es: 'No activada', ja: '未有効化' }],
    ['activated', 'success', { en: 'Activated', zh: '已激活', es: 'Activada', ja: '有効化済み' }],
    ['expired', 'danger', { en: 'Expired', zh: '已过期', es: 'Caducada', ja: '期限切れ' }],
  ]),
  d('abnormal_alert_state', { en: 'Abnormal alert state', zh: '异常告警状态', es: 'Estado de la alerta', ja: '異常アラート状態' }, [
    ['unresolved', 'danger', { en: 'Unresolved', zh: '未解决', es: 'Sin resolver', ja: '未解決' }],
    ['resolved', 'success', { en: 'Resolved', zh: '已解决', es: 'Resuelta', ja: '解決済み' }],
  ]),
  d('fault_release_state', { en: 'Fault / warning state', zh: '故障告警状态', es: 'Estado de avería / aviso', ja: '故障・警告状態' }, [
    ['not_released', 'danger', { en: 'Not released', zh: '未解除', es: 'No liberado', ja: '未解除' }],
    ['released', 'success', { en: 'Released', zh: '已解除', es: 'Liberado', ja: '解除済み' }],
  ]),
  // The catalogue's words: what the machines and the point form send as codes
  d('site_scenario', { en: 'Point scenario', zh: '点位场景', es: 'Escenario del punto', ja: 'ポイントのシーン' }, [
    ['office', 'default', { en: 'Office', zh: '写字楼', es: 'Oficina', ja: 'オフィス' }],
    ['campus', 'default', { en: 'Campus', zh: '园区', es: 'Campus', ja: 'キャンパス' }],
    ['mall', 'default', { en: 'Shopping mall', zh: '商场', es: 'Centro comercial', ja: 'ショッピングモール' }],
    ['station', 'default', { en: 'Station', zh: '车站', es: 'Estación', ja: '駅' }],
    ['street', 'default', { en: 'Street', zh: '街边', es: 'Calle', ja: '街頭' }],
    ['school', 'default', { en: 'School', zh: '学校', es: 'Escuela', ja: '学校' }],
    ['hospital', 'default', { en: 'Hospital', zh: '医院', es: 'Hospital', ja: '病院' }],
    ['other', 'default', { en: 'Other', zh: '其他', es: 'Otro', ja: 'その他' }],
  ]),
  d('payment_method', { en: 'Payment method', zh: '支付方式', es: 'Método de pago', ja: '支払方法' }, [
    ['wechat_pay', 'success', { en: 'WeChat Pay', zh: '微信支付', es: 'WeChat Pay', ja: 'WeChat Pay' }],
    ['alipay', 'primary', { en: 'Alipay', zh: '支付宝', es: 'Alipay', ja: 'Alipay' }],
    ['union_pay_qr', 'primary', { en: 'UnionPay QR', zh: '银联二维码', es: 'UnionPay QR', ja: '銀聯QR' }],
    ['member_card', 'default', { en: 'Member card', zh: '会员卡', es: 'Tarjeta de socio', ja: '会員カード' }],
    ['staff_card', 'default', { en: 'Staff card', zh: '员工卡', es: 'Tarjeta de empleado', ja: '社員カード' }],
    ['wristband', 'default', { en: 'Wristband', zh: '手环', es: 'Pulsera', ja: 'リストバンド' }],
    ['cash', 'default', { en: 'Cash', zh: '现金', es: 'Efectivo', ja: '現金' }],
    ['free', 'info', { en: 'Free of charge', zh: '免支付', es: 'Gratuito', ja: '無料' }],
  ]),
  d(
    'material',
    { en: 'Material', zh: '物料', es: 'Material', ja: '原料' },
    catalog.materials.map((m): Entry => [m.code, 'default', m.name]),
  ),
];

/** Payment types 1, 3, 4, 5, 7-12, 15-49, 60: the providers are named without saying which code is which. */
function paymentTypes(): Entry[] {
  const known: Record<string, Translations> = {
    '1': { en: 'WeChat Pay', zh: '微信支付', es: 'WeChat Pay', ja: 'WeChat Pay' },
    '3': { en: 'Alipay', zh: '支付宝', es: 'Alipay', ja: 'Alipay' },
    '4': { en: 'Cash', zh: '现金', es: 'Efectivo', ja: '現金' },
    '5': { en: 'Member card', zh: '会员卡', es: 'Tarjeta de socio', ja: '会員カード' },
    '7': { en: 'Staff card', zh: '员工卡', es: 'Tarjeta de empleado', ja: '社員カード' },
    '8': { en: 'Bank card', zh: '银行卡', es: 'Tarjeta bancaria', ja: '銀行カード' },
    '60': { en: 'Free of charge', zh: '免支付', es: 'Gratuito', ja: '無料' },
  };
  const codes = ['1', '3', '4', '5', ...range(7, 12), ...range(15, 49), '60'];
  return codes.map((code) => [
    code,
    'default',
    known[code] ?? { en: `Provider ${code}`, zh: `支付渠道 ${code}`, es: `Proveedor ${code}`, ja: `決済プロバイダ ${code}` },
  ]);
}

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}
