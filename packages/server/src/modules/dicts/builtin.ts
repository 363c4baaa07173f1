import type { ListClass } from '@vr/contracts';

/** en, zh, es, ja */
type L = [string, string, string, string];
type Entry = [value: string, listClass: ListClass, labels: L];
export interface BuiltInDict {
  type: string;
  name: L;
  remark: string;
  entries: Entry[];
}

const d = (type: string, name: L, remark: string, entries: Entry[]): BuiltInDict => ({ type, name, remark, entries });

/**
 * Every enumeration of spec §4 (and the generic ones the screens use), with labels in the four
 * languages. Seeded into a new installation; administrators may then edit labels and styles.
 */
export const BUILT_IN_DICTS: BuiltInDict[] = [
  // Generic
  d(
    'sys_normal_disable',
    ['Enable status', '系统开关', 'Estado de habilitación', '有効状態'],
    'Spec §4 Enable status: 0 enabled, otherwise disabled',
    [
      ['0', 'primary', ['Normal', '正常', 'Normal', '正常']],
      ['1', 'danger', ['Disabled', '停用', 'Deshabilitado', '無効']],
    ],
  ),
  d(
    'sys_enable_numeric',
    ['Enable status (numeric)', '启用状态（数值）', 'Estado (numérico)', '有効状態（数値）'],
    'Spec §4 Enable status, numeric form: 1 enabled',
    [
      ['1', 'success', ['Enabled', '启用', 'Habilitado', '有効']],
      ['0', 'info', ['Disabled', '停用', 'Deshabilitado', '無効']],
    ],
  ),
  d('sys_user_sex', ['Gender', '用户性别', 'Sexo', '性別'], 'Gender of a user account', [
    ['0', 'default', ['Male', '男', 'Hombre', '男性']],
    ['1', 'default', ['Female', '女', 'Mujer', '女性']],
    ['2', 'default', ['Unknown', '未知', 'Desconocido', '不明']],
  ]),
  d('sys_show_hide', ['Menu status', '菜单状态', 'Estado del menú', 'メニュー状態'], 'Spec §3 Menu item status: 1 normal, 0 hidden', [
    ['1', 'primary', ['Show', '显示', 'Mostrar', '表示']],
    ['0', 'danger', ['Hide', '隐藏', 'Ocultar', '非表示']],
  ]),
  d('sys_yes_no', ['Yes / no', '系统是否', 'Sí / no', 'はい / いいえ'], 'Built-in flag of parameters and similar yes/no fields', [
    ['Y', 'primary', ['Yes', '是', 'Sí', 'はい']],
    ['N', 'danger', ['No', '否', 'No', 'いいえ']],
  ]),
  d('sys_list_class', ['Tag style', '回显样式', 'Estilo de etiqueta', 'タグスタイル'], 'Spec §3 Dictionary entry listClass', [
    ['default', 'default', ['Default', '默认', 'Predeterminado', 'デフォルト']],
    ['primary', 'primary', ['Primary', '主要', 'Principal', 'プライマリ']],
    ['success', 'success', ['Success', '成功', 'Éxito', '成功']],
    ['info', 'info', ['Info', '信息', 'Información', '情報']],
    ['warning', 'warning', ['Warning', '警告', 'Advertencia', '警告']],
    ['danger', 'danger', ['Danger', '危险', 'Peligro', '危険']],
  ]),
  // Spec §4 enumerations
  d('change_type', ['Change type', '变更类型', 'Tipo de cambio', '変更タイプ'], 'Spec §4: 1 import, otherwise edit', [
    ['1', 'primary', ['Import', '导入', 'Importación', 'インポート']],
    ['2', 'info', ['Edit', '编辑', 'Edición', '編集']],
  ]),
  d('accessory_code', ['Accessory codes', '配件编码', 'Códigos de accesorio', 'アクセサリコード'], 'Spec §4 accessory codes', [
    ['B', 'default', ['B', 'B', 'B', 'B']],
    ['N', 'default', ['N', 'N', 'N', 'N']],
    ['S', 'default', ['S', 'S', 'S', 'S']],
    ['I', 'default', ['I', 'I', 'I', 'I']],
    ['M', 'info', ['M (milk)', 'M（牛奶）', 'M (leche)', 'M（ミルク）']],
    ['W', 'default', ['W', 'W', 'W', 'W']],
    ['P', 'warning', ['P (beer)', 'P（啤酒）', 'P (cerveza)', 'P（ビール）']],
  ]),
  d('material_unit', ['Unit', '单位', 'Unidad', '単位'], 'Spec §4: 1 g, 2 ml, else other', [
    ['1', 'default', ['g', '克', 'g', 'g']],
    ['2', 'default', ['ml', '毫升', 'ml', 'ml']],
    ['3', 'default', ['Other', '其他', 'Otra', 'その他']],
  ]),
  d('refund_status', ['Refund status', '退款状态', 'Estado del reembolso', '返金状態'], 'Spec §4: 1 not refunded, 2 partially, 3 fully', [
    ['1', 'info', ['Not refunded', '未退款', 'No reembolsado', '未返金']],
    ['2', 'warning', ['Partially refunded', '部分退款', 'Reembolsado parcialmente', '一部返金']],
    ['3', 'success', ['Fully refunded', '全额退款', 'Reembolsado totalmente', '全額返金']],
  ]),
  d('audit_status', ['Audit status', '审核状态', 'Estado de revisión', '審査状態'], 'Spec §4: 1 pending review, 2 approved, 3 rejected', [
    ['1', 'warning', ['Pending review', '待审核', 'Pendiente de revisión', '審査待ち']],
    ['2', 'success', ['Approved', '已通过', 'Aprobado', '承認済み']],
    ['3', 'danger', ['Rejected', '已驳回', 'Rechazado', '却下']],
  ]),
  d('signal_strength', ['Signal strength', '信号强度', 'Intensidad de señal', '信号強度'], 'Spec §4: 1 terrible to 5 excellent', [
    ['1', 'danger', ['Terrible', '极差', 'Pésima', '非常に悪い']],
    ['2', 'warning', ['Poor', '差', 'Mala', '悪い']],
    ['3', 'info', ['Fair', '一般', 'Regular', '普通']],
    ['4', 'primary', ['Good', '良好', 'Buena', '良い']],
    ['5', 'success', ['Excellent', '极好', 'Excelente', '非常に良い']],
  ]),
  d(
    'sharing_sign_status',
    ['Sharing sign status', '分账签约状态', 'Estado de firma de reparto', '分配契約状態'],
    'Spec §4 sharing sign status',
    [
      ['0', 'warning', ['Pending signing', '待签约', 'Pendiente de firma', '署名待ち']],
      ['1', 'danger', ['Failed', '签约失败', 'Fallida', '失敗']],
      ['2', 'success', ['Success', '签约成功', 'Correcta', '成功']],
      ['3', 'info', ['Not signed', '未签约', 'No firmado', '未署名']],
      ['4', 'primary', ['Under review', '审核中', 'En revisión', '審査中']],
    ],
  ),
  d(
    'sharing_apply_status',
    ['Sharing apply status', '分账申请状态', 'Estado de solicitud de reparto', '分配申請状態'],
    'Spec §4 sharing apply status',
    [
      ['0', 'warning', ['Under review', '审核中', 'En revisión', '審査中']],
      ['1', 'success', ['Approved', '已通过', 'Aprobada', '承認済み']],
      ['2', 'danger', ['Rejected', '已驳回', 'Rechazada', '却下']],
      ['3', 'info', ['Cancelled', '已撤销', 'Cancelada', '取消済み']],
    ],
  ),
  d('sharing_status', ['Sharing status', '分账状态', 'Estado del reparto', '分配状態'], 'Spec §4 sharing status', [
    ['1', 'info', ['Pending', '待分账', 'Pendiente', '保留中']],
    ['2', 'primary', ['In progress', '分账中', 'En curso', '処理中']],
    ['3', 'success', ['Successful', '分账成功', 'Correcto', '成功']],
    ['4', 'danger', ['Failed', '分账失败', 'Fallido', '失敗']],
    ['5', 'default', ['Cancelled', '已取消', 'Cancelado', '取消済み']],
  ]),
  d('sharing_type', ['Sharing type', '分账类型', 'Tipo de reparto', '分配タイプ'], 'Spec §4: 1 online, 2 offline', [
    ['1', 'primary', ['Online', '线上', 'En línea', 'オンライン']],
    ['2', 'default', ['Offline', '线下', 'Fuera de línea', 'オフライン']],
  ]),
  d('business_type', ['Business type', '商户类型', 'Tipo de comercio', '事業者タイプ'], 'Spec §4 business type', [
    ['1', 'primary', ['Payment merchant', '支付商户', 'Comercio de pago', '決済事業者']],
    ['2', 'success', ['Online sharing merchant', '线上分账商户', 'Comercio de reparto en línea', 'オンライン分配事業者']],
    ['3', 'info', ['Offline sharing merchant', '线下分账商户', 'Comercio de reparto fuera de línea', 'オフライン分配事業者']],
  ]),
  d(
    'order_status_code',
    ['Order status codes', '订单状态码', 'Códigos de estado del pedido', '注文ステータスコード'],
    'Spec §4 order status codes 0, 1, 5, 10, 11 (meanings from the named order states)',
    [
      ['0', 'info', ['New', '新建', 'Nuevo', '新規']],
      ['1', 'primary', ['Dispensing', '出货中', 'Dispensando', '提供中']],
      ['5', 'success', ['Completed', '已完成', 'Completado', '完了']],
      ['10', 'success', ['Dispensed successfully', '出货成功', 'Dispensado correctamente', '提供成功']],
      ['11', 'danger', ['Dispensing failed', '出货失败', 'Dispensado fallido', '提供失敗']],
    ],
  ),
  d('order_item_status', ['Order item status', '订单商品状态', 'Estado de la línea', '注文明細状態'], 'Spec §4 order item status 1, 2', [
    ['1', 'success', ['Dispensed', '已出货', 'Dispensado', '提供済み']],
    ['2', 'warning', ['Not dispensed', '未出货', 'No dispensado', '未提供']],
  ]),
  d(
    'pay_status_code',
    ['Pay status codes', '支付状态码', 'Códigos de estado de pago', '支払ステータスコード'],
    'Spec §4 pay status codes 1, 5',
    [
      ['1', 'warning', ['Unpaid', '未支付', 'No pagado', '未払い']],
      ['5', 'success', ['Paid', '已支付', 'Pagado', '支払済み']],
    ],
  ),
  d(
    'inspection_device_status',
    ['Inspection device status', '巡检设备状态', 'Estado del equipo en inspección', '点検時の機器状態'],
    'Spec §4: 1 normal, 2, 3',
    [
      ['1', 'success', ['Normal', '正常', 'Normal', '正常']],
      ['2', 'warning', ['Abnormal', '异常', 'Anómalo', '異常']],
      ['3', 'danger', ['Out of service', '停用', 'Fuera de servicio', '停止中']],
    ],
  ),
  d(
    'payment_type',
    ['Payment types', '支付方式', 'Tipos de pago', '支払方法'],
    'Spec §4 payment types 1, 3, 4, 5, 7-12, 15-49, 60 (named providers; names editable)',
    paymentTypes(),
  ),
  // Named states of spec §4
  d('order_state', ['Order state', '订单状态', 'Estado del pedido', '注文状態'], 'Spec §4 named states: order', [
    ['new', 'info', ['New', '新建', 'Nuevo', '新規']],
    ['dispensing', 'primary', ['Dispensing', '出货中', 'Dispensando', '提供中']],
    ['completed', 'success', ['Completed', '已完成', 'Completado', '完了']],
  ]),
  d('dispense_state', ['Dispensing result', '出货结果', 'Resultado del dispensado', '提供結果'], 'Spec §4 named states: dispensing', [
    ['success', 'success', ['Success', '成功', 'Correcto', '成功']],
    ['failed', 'danger', ['Failed', '失败', 'Fallido', '失敗']],
    ['not_dispensed', 'warning', ['Not dispensed', '未出货', 'No dispensado', '未提供']],
  ]),
  d('payment_state', ['Payment state', '支付状态', 'Estado del pago', '支払状態'], 'Spec §4 named states: payment', [
    ['unpaid', 'warning', ['Unpaid', '未支付', 'No pagado', '未払い']],
    ['paid', 'success', ['Paid', '已支付', 'Pagado', '支払済み']],
  ]),
  d('refund_state', ['Refund state', '退款进度', 'Estado del reembolso', '返金の進捗'], 'Spec §4 named states: refund', [
    ['not_refunded', 'info', ['Not refunded', '未退款', 'No reembolsado', '未返金']],
    ['refunding', 'primary', ['Refunding', '退款中', 'Reembolsando', '返金中']],
    ['success', 'success', ['Refund succeeded', '退款成功', 'Reembolso correcto', '返金成功']],
    ['failed', 'danger', ['Refund failed', '退款失败', 'Reembolso fallido', '返金失敗']],
    ['partial', 'warning', ['Partial refund', '部分退款', 'Reembolso parcial', '一部返金']],
    ['full', 'success', ['Full refund', '全额退款', 'Reembolso total', '全額返金']],
  ]),
  d('shipment_state', ['Shipment state', '发货状态', 'Estado del envío', '出荷状態'], 'Spec §4 named states: shipment', [
    ['not_shipped', 'info', ['Not shipped', '未发货', 'No enviado', '未出荷']],
    ['shipped', 'primary', ['Shipped', '已发货', 'Enviado', '出荷済み']],
    ['success', 'success', ['Delivered', '发货成功', 'Entregado', '配送完了']],
    ['failed', 'danger', ['Failed', '发货失败', 'Fallido', '失敗']],
  ]),
  d(
    'purchase_order_state',
    ['Purchase order state', '采购单状态', 'Estado de la orden de compra', '発注状態'],
    'Spec §4 named states: purchase order',
    [
      ['pending_payment', 'warning', ['Pending payment', '待付款', 'Pendiente de pago', '支払待ち']],
      ['to_be_shipped', 'primary', ['To be shipped', '待发货', 'Por enviar', '出荷待ち']],
      ['shipped', 'success', ['Shipped', '已发货', 'Enviado', '出荷済み']],
    ],
  ),
  d(
    'purchase_refund_state',
    ['Purchase refund state', '采购退款状态', 'Estado del reembolso de compra', '発注返金状態'],
    'Spec §4 named states: purchase refund',
    [
      ['not_refunded', 'info', ['Not refunded', '未退款', 'No reembolsado', '未返金']],
      ['partial', 'warning', ['Partial', '部分退款', 'Parcial', '一部']],
      ['full', 'success', ['Full', '全额退款', 'Total', '全額']],
    ],
  ),
  d(
    'franchise_review_state',
    ['Franchise review state', '加盟审核状态', 'Estado de revisión de franquicia', 'フランチャイズ審査状態'],
    'Spec §4 named states: franchise review',
    [
      ['pending', 'warning', ['Pending', '待审核', 'Pendiente', '審査待ち']],
      ['passed', 'success', ['Passed', '已通过', 'Aprobada', '承認']],
      ['rejected', 'danger', ['Rejected', '已驳回', 'Rechazada', '却下']],
    ],
  ),
  d('inspection_state', ['Inspection state', '巡检审核状态', 'Estado de la inspección', '点検状態'], 'Spec §4 named states: inspection', [
    ['pending_review', 'warning', ['Pending review', '待审核', 'Pendiente de revisión', '審査待ち']],
    ['rejected', 'danger', ['Rejected', '已驳回', 'Rechazada', '却下']],
    ['adopted', 'success', ['Review adopted', '审核通过', 'Revisión aceptada', '審査採用']],
  ]),
  d('repair_state', ['Repair state', '维修状态', 'Estado de la reparación', '修理状態'], 'Spec §4 named states: repair', [
    ['pending', 'warning', ['Pending', '待处理', 'Pendiente', '未処理']],
    ['processed', 'success', ['Processed', '已处理', 'Procesada', '処理済み']],
    ['unresolved', 'danger', ['Unresolved', '未解决', 'Sin resolver', '未解決']],
  ]),
  d('upgrade_state', ['Upgrade state', '升级状态', 'Estado de la actualización', 'アップグレード状態'], 'Spec §4 named states: upgrade', [
    ['in_progress', 'primary', ['In progress', '升级中', 'En curso', '実行中']],
    ['success', 'success', ['Success', '升级成功', 'Correcta', '成功']],
    ['failed', 'danger', ['Failed', '升级失败', 'Fallida', '失敗']],
  ]),
  d('wristband_state', ['Wristband state', '手环状态', 'Estado de la pulsera', 'リストバンド状態'], 'Spec §4 named states: wristband', [
    ['not_activated', 'info', ['Not activated', '未激活', 'No activada', '未有効化']],
    ['activated', 'success', ['Activated', '已激活', 'Activada', '有効化済み']],
    ['expired', 'danger', ['Expired', '已过期', 'Caducada', '期限切れ']],
  ]),
  d(
    'abnormal_alert_state',
    ['Abnormal alert state', '异常告警状态', 'Estado de la alerta', '異常アラート状態'],
    'Spec §4 named states: abnormal alert',
    [
      ['unresolved', 'danger', ['Unresolved', '未解决', 'Sin resolver', '未解決']],
      ['resolved', 'success', ['Resolved', '已解决', 'Resuelta', '解決済み']],
    ],
  ),
  d(
    'fault_release_state',
    ['Fault / warning state', '故障告警状态', 'Estado de avería / aviso', '故障・警告状態'],
    'Spec §4 named states: fault/warning',
    [
      ['not_released', 'danger', ['Not released', '未解除', 'No liberado', '未解除']],
      ['released', 'success', ['Released', '已解除', 'Liberado', '解除済み']],
    ],
  ),
];

/** Spec §4 payment types: 1, 3, 4, 5, 7-12, 15-49, 60; the spec names providers without saying which code is which. */
function paymentTypes(): Entry[] {
  const known: Record<string, L> = {
    '1': ['WeChat Pay', '微信支付', 'WeChat Pay', 'WeChat Pay'],
    '3': ['Alipay', '支付宝', 'Alipay', 'Alipay'],
    '4': ['Cash', '现金', 'Efectivo', '現金'],
    '5': ['Member card', '会员卡', 'Tarjeta de socio', '会員カード'],
    '7': ['Staff card', '员工卡', 'Tarjeta de empleado', '社員カード'],
    '8': ['Bank card', '银行卡', 'Tarjeta bancaria', '銀行カード'],
    '60': ['Free of charge', '免支付', 'Gratuito', '無料'],
  };
  const codes = ['1', '3', '4', '5', ...range(7, 12), ...range(15, 49), '60'];
  return codes.map((code) => [
    code,
    'default',
    known[code] ?? [`Provider ${code}`, `支付渠道 ${code}`, `Proveedor ${code}`, `決済プロバイダ ${code}`],
  ]);
}

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}
