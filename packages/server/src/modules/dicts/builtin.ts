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
  WRISTBAND_STATUS,
  WRISTBAND_STATUS_DICT,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';

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
 * four languages: `dict:builtin.<type>.name` and `dict:builtin.<type>.<value>`, or the key of the
 * screen that shows the very same text. Seeded into a new installation; administrators may then
 * edit labels and styles.
 */
export const BUILT_IN_DICTS: BuiltInDict[] = [
  // Generic
  d('sys_normal_disable', texts('dict:builtin.sys_normal_disable.name'), [
    ['0', 'primary', texts('dict:builtin.sys_normal_disable.0')],
    ['1', 'danger', texts('dict:builtin.sys_normal_disable.1')],
  ]),
  d('sys_enable_numeric', texts('dict:builtin.sys_enable_numeric.name'), [
    ['1', 'success', texts('dict:builtin.sys_enable_numeric.1')],
    ['0', 'info', texts('dict:builtin.sys_enable_numeric.0')],
  ]),
  d('sys_user_sex', texts('dict:builtin.sys_user_sex.name'), [
    ['0', 'default', texts('dict:builtin.sys_user_sex.0')],
    ['1', 'default', texts('dict:builtin.sys_user_sex.1')],
    ['2', 'default', texts('dict:builtin.sys_user_sex.2')],
  ]),
  d('sys_show_hide', texts('dict:builtin.sys_show_hide.name'), [
    ['1', 'primary', texts('dict:builtin.sys_show_hide.1')],
    ['0', 'danger', texts('dict:builtin.sys_show_hide.0')],
  ]),
  d('sys_yes_no', texts('dict:builtin.sys_yes_no.name'), [
    ['Y', 'primary', texts('dict:builtin.sys_yes_no.Y')],
    ['N', 'danger', texts('dict:builtin.sys_yes_no.N')],
  ]),
  d('sys_list_class', texts('dict:field.listClass'), [
    ['default', 'default', texts('dict:builtin.sys_list_class.default')],
    ['primary', 'primary', texts('dict:builtin.sys_list_class.primary')],
    ['success', 'success', texts('dict:builtin.sys_list_class.success')],
    ['info', 'info', texts('dict:builtin.sys_list_class.info')],
    ['warning', 'warning', texts('dict:builtin.sys_list_class.warning')],
    ['danger', 'danger', texts('dict:builtin.sys_list_class.danger')],
  ]),
  // Enumerations of the product's records
  d('change_type', texts('dict:builtin.change_type.name'), [
    ['1', 'primary', texts('dict:builtin.change_type.1')],
    ['2', 'info', texts('dict:builtin.change_type.2')],
  ]),
  d('accessory_code', texts('dict:builtin.accessory_code.name'), [
    ['B', 'default', texts('dict:builtin.accessory_code.B')],
    ['N', 'default', texts('dict:builtin.accessory_code.N')],
    ['S', 'default', texts('dict:builtin.accessory_code.S')],
    ['I', 'default', texts('dict:builtin.accessory_code.I')],
    ['M', 'info', texts('dict:builtin.accessory_code.M')],
    ['W', 'default', texts('dict:builtin.accessory_code.W')],
    ['P', 'warning', texts('dict:builtin.accessory_code.P')],
  ]),
  d('material_unit', texts('materials:field.unit'), [
    ['1', 'default', texts('dict:builtin.material_unit.1')],
    ['2', 'default', texts('dict:builtin.material_unit.2')],
    ['3', 'default', texts('materials:unit.other')],
  ]),
  d('refund_status', texts('orders:field.refundStatus'), codeEntries(REFUND_STATUS)),
  d('audit_status', texts('dict:builtin.audit_status.name'), [
    ['1', 'warning', texts('dict:builtin.audit_status.1')],
    ['2', 'success', texts('dict:builtin.audit_status.2')],
    ['3', 'danger', texts('dict:builtin.audit_status.3')],
  ]),
  d('signal_strength', texts('dict:builtin.signal_strength.name'), [
    ['1', 'danger', texts('deviceDetail:signal.1')],
    ['2', 'warning', texts('deviceDetail:signal.2')],
    ['3', 'info', texts('deviceDetail:signal.3')],
    ['4', 'primary', texts('deviceDetail:signal.4')],
    ['5', 'success', texts('deviceDetail:signal.5')],
  ]),
  d('sharing_sign_status', texts('dict:builtin.sharing_sign_status.name'), [
    ['0', 'warning', texts('dict:builtin.sharing_sign_status.0')],
    ['1', 'danger', texts('dict:builtin.sharing_sign_status.1')],
    ['2', 'success', texts('dict:builtin.sharing_sign_status.2')],
    ['3', 'info', texts('dict:builtin.sharing_sign_status.3')],
    ['4', 'primary', texts('dict:builtin.sharing_sign_status.4')],
  ]),
  d('sharing_apply_status', texts('dict:builtin.sharing_apply_status.name'), [
    ['0', 'warning', texts('dict:builtin.sharing_apply_status.0')],
    ['1', 'success', texts('dict:builtin.sharing_apply_status.1')],
    ['2', 'danger', texts('dict:builtin.sharing_apply_status.2')],
    ['3', 'info', texts('dict:builtin.sharing_apply_status.3')],
  ]),
  d('sharing_status', texts('sharing:field.sharingStatus'), [
    ['1', 'info', texts('dict:builtin.sharing_status.1')],
    ['2', 'primary', texts('dict:builtin.sharing_status.2')],
    ['3', 'success', texts('dict:builtin.sharing_status.3')],
    ['4', 'danger', texts('dict:builtin.sharing_status.4')],
    ['5', 'default', texts('dict:builtin.sharing_status.5')],
  ]),
  d('sharing_type', texts('sharing:field.sharingType'), [
    ['1', 'primary', texts('dict:builtin.sharing_type.1')],
    ['2', 'default', texts('dict:builtin.sharing_type.2')],
  ]),
  d('business_type', texts('dict:builtin.business_type.name'), [
    ['1', 'primary', texts('dict:builtin.business_type.1')],
    ['2', 'success', texts('dict:builtin.business_type.2')],
    ['3', 'info', texts('dict:builtin.business_type.3')],
  ]),
  d('order_status_code', texts('dict:builtin.order_status_code.name'), codeEntries(ORDER_STATUS)),
  d('order_item_status', texts('dict:builtin.order_item_status.name'), codeEntries(ORDER_ITEM_STATUS)),
  d('pay_status_code', texts('dict:builtin.pay_status_code.name'), codeEntries(PAY_STATUS)),
  d('inspection_device_status', texts('dict:builtin.inspection_device_status.name'), [
    ['1', 'success', texts('dict:builtin.inspection_device_status.1')],
    ['2', 'warning', texts('dict:builtin.inspection_device_status.2')],
    ['3', 'danger', texts('dict:builtin.inspection_device_status.3')],
  ]),
  d(ORDER_DICTS.shipStatus, texts('dict:builtin.ship_status_code.name'), codeEntries(SHIP_STATUS)),
  d(ORDER_DICTS.source, texts('dict:builtin.order_source.name'), codeEntries(ORDER_SOURCE)),
  d(ORDER_DICTS.abnormalStatus, texts('dict:builtin.abnormal_status.name'), codeEntries(ABNORMAL_STATUS)),
  d(ORDER_DICTS.type, texts('orders:field.type'), codeEntries(ORDER_TYPE)),
  d('payment_type', texts('dict:builtin.payment_type.name'), paymentTypes()),
  // Named states of the product's records
  d('order_state', texts('dict:builtin.order_state.name'), [
    ['new', 'info', texts('dict:builtin.order_state.new')],
    ['dispensing', 'primary', texts('dict:builtin.order_state.dispensing')],
    ['completed', 'success', texts('dict:builtin.order_state.completed')],
  ]),
  d('dispense_state', texts('dict:builtin.dispense_state.name'), [
    ['success', 'success', texts('dict:builtin.dispense_state.success')],
    ['failed', 'danger', texts('dict:builtin.dispense_state.failed')],
    ['not_dispensed', 'warning', texts('dict:builtin.dispense_state.not_dispensed')],
  ]),
  d('payment_state', texts('dict:builtin.payment_state.name'), [
    ['unpaid', 'warning', texts('dict:builtin.payment_state.unpaid')],
    ['paid', 'success', texts('dict:builtin.payment_state.paid')],
  ]),
  d('refund_state', texts('dict:builtin.refund_state.name'), [
    ['not_refunded', 'info', texts('dict:builtin.refund_state.not_refunded')],
    ['refunding', 'primary', texts('dict:builtin.refund_state.refunding')],
    ['success', 'success', texts('dict:builtin.refund_state.success')],
    ['failed', 'danger', texts('dict:builtin.refund_state.failed')],
    ['partial', 'warning', texts('dict:builtin.refund_state.partial')],
    ['full', 'success', texts('dict:builtin.refund_state.full')],
  ]),
  d('shipment_state', texts('dict:builtin.shipment_state.name'), [
    ['not_shipped', 'info', texts('dict:builtin.shipment_state.not_shipped')],
    ['shipped', 'primary', texts('dict:builtin.shipment_state.shipped')],
    ['success', 'success', texts('dict:builtin.shipment_state.success')],
    ['failed', 'danger', texts('dict:builtin.shipment_state.failed')],
  ]),
  d('purchase_order_state', texts('dict:builtin.purchase_order_state.name'), [
    ['pending_payment', 'warning', texts('dict:builtin.purchase_order_state.pending_payment')],
    ['to_be_shipped', 'primary', texts('dict:builtin.purchase_order_state.to_be_shipped')],
    ['shipped', 'success', texts('dict:builtin.purchase_order_state.shipped')],
  ]),
  d('purchase_refund_state', texts('dict:builtin.purchase_refund_state.name'), [
    ['not_refunded', 'info', texts('dict:builtin.purchase_refund_state.not_refunded')],
    ['partial', 'warning', texts('dict:builtin.purchase_refund_state.partial')],
    ['full', 'success', texts('dict:builtin.purchase_refund_state.full')],
  ]),
  d('franchise_review_state', texts('dict:builtin.franchise_review_state.name'), [
    ['pending', 'warning', texts('dict:builtin.franchise_review_state.pending')],
    ['passed', 'success', texts('dict:builtin.franchise_review_state.passed')],
    ['rejected', 'danger', texts('dict:builtin.franchise_review_state.rejected')],
  ]),
  d('inspection_state', texts('dict:builtin.inspection_state.name'), [
    ['pending_review', 'warning', texts('dict:builtin.inspection_state.pending_review')],
    ['rejected', 'danger', texts('dict:builtin.inspection_state.rejected')],
    ['adopted', 'success', texts('dict:builtin.inspection_state.adopted')],
  ]),
  d('repair_state', texts('dict:builtin.repair_state.name'), [
    ['pending', 'warning', texts('dict:builtin.repair_state.pending')],
    ['processed', 'success', texts('dict:builtin.repair_state.processed')],
    ['unresolved', 'danger', texts('dict:builtin.repair_state.unresolved')],
  ]),
  d('upgrade_state', texts('dict:builtin.upgrade_state.name'), [
    ['in_progress', 'primary', texts('dict:builtin.upgrade_state.in_progress')],
    ['success', 'success', texts('dict:builtin.upgrade_state.success')],
    ['failed', 'danger', texts('dict:builtin.upgrade_state.failed')],
  ]),
  d(WRISTBAND_STATUS_DICT, texts('dict:builtin.wristband_state.name'), codeEntries(WRISTBAND_STATUS)),
  d('abnormal_alert_state', texts('dict:builtin.abnormal_alert_state.name'), [
    ['unresolved', 'danger', texts('dict:builtin.abnormal_alert_state.unresolved')],
    ['resolved', 'success', texts('dict:builtin.abnormal_alert_state.resolved')],
  ]),
  d('fault_release_state', texts('dict:builtin.fault_release_state.name'), [
    ['not_released', 'danger', texts('dict:builtin.fault_release_state.not_released')],
    ['released', 'success', texts('dict:builtin.fault_release_state.released')],
  ]),
  // The catalogue's words: what the machines and the point form send as codes
  d('site_scenario', texts('dict:builtin.site_scenario.name'), [
    ['office', 'default', texts('dict:builtin.site_scenario.office')],
    ['campus', 'default', texts('dict:builtin.site_scenario.campus')],
    ['mall', 'default', texts('dict:builtin.site_scenario.mall')],
    ['station', 'default', texts('dict:builtin.site_scenario.station')],
    ['street', 'default', texts('dict:builtin.site_scenario.street')],
    ['school', 'default', texts('dict:builtin.site_scenario.school')],
    ['hospital', 'default', texts('dict:builtin.site_scenario.hospital')],
    ['other', 'default', texts('dict:builtin.site_scenario.other')],
  ]),
  d('payment_method', texts('orders:field.paymentMethod'), [
    ['wechat_pay', 'success', texts('payments:provider.wechatPay')],
    ['alipay', 'primary', texts('payments:provider.alipay')],
    ['union_pay_qr', 'primary', texts('dict:builtin.payment_method.union_pay_qr')],
    ['member_card', 'default', texts('dict:builtin.payment_method.member_card')],
    ['staff_card', 'default', texts('dict:builtin.payment_method.staff_card')],
    ['wristband', 'default', texts('dict:builtin.payment_method.wristband')],
    ['cash', 'default', texts('dict:builtin.payment_method.cash')],
    ['free', 'info', texts('dict:builtin.payment_method.free')],
  ]),
  d(
    'material',
    texts('dict:builtin.material.name'),
    catalog.materials.map((m): Entry => [m.code, 'default', m.name]),
  ),
];

/** Payment types 1, 3, 4, 5, 7-12, 15-49, 60: the providers are named without saying which code is which. */
function paymentTypes(): Entry[] {
  const known: Record<string, Translations> = {
    '1': texts('payments:provider.wechatPay'),
    '3': texts('payments:provider.alipay'),
    '4': texts('dict:builtin.payment_type.4'),
    '5': texts('dict:builtin.payment_type.5'),
    '7': texts('dict:builtin.payment_type.7'),
    '8': texts('dict:builtin.payment_type.8'),
    '60': texts('dict:builtin.payment_type.60'),
  };
  const codes = ['1', '3', '4', '5', ...range(7, 12), ...range(15, 49), '60'];
  return codes.map((code) => [code, 'default', known[code] ?? texts('dict:builtin.payment_type.provider', { code })]);
}

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}
