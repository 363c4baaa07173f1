import type en from './en';

const zh: typeof en = {
  entity: '支付配置',
  field: {
    customer: '客户',
    provider: '支付渠道',
    payType: '支付方式',
    autoRefund: '自动退款',
    merchantName: '商户名称',
    appId: '应用 ID',
    merchantNo: '商户号',
    signType: '签名类型',
    rate: '费率（%）',
    merchantKey: '商户密钥',
    privateKey: '私钥',
    remark: '备注',
  },
  provider: { sandbox: '沙箱', wechatPay: '微信支付', alipay: '支付宝' },
  yes: '是',
  no: '否',
  hint: {
    keyKept: '加密保存，保存后不再显示。留空则保留原密钥。',
    keyNew: '加密保存，保存后不再显示。',
    autoRefund: '出货失败时自动退款，无需人工处理。',
  },
  confirm: {
    enable: '确认启用配置“{{name}}”吗？启用后该客户的设备将通过它收取此支付方式的款项。',
    disable: '确认停用配置“{{name}}”吗？停用后该客户的设备将无法通过它收取此支付方式的款项。',
  },
};
export default zh;
