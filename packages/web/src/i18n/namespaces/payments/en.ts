export default {
  entity: 'payment configuration',
  field: {
    customer: 'Customer',
    provider: 'Provider',
    payType: 'Payment type',
    autoRefund: 'Automatic refund',
    merchantName: 'Merchant name',
    appId: 'App ID',
    merchantNo: 'Merchant number',
    signType: 'Sign type',
    rate: 'Rate (%)',
    merchantKey: 'Merchant key',
    privateKey: 'Private key',
    remark: 'Remark',
  },
  provider: { sandbox: 'Sandbox', wechatPay: 'WeChat Pay', alipay: 'Alipay' },
  yes: 'Yes',
  no: 'No',
  hint: {
    keyKept: 'Stored encrypted and never shown again. Leave empty to keep the stored key.',
    keyNew: 'Stored encrypted and never shown again.',
    autoRefund: 'A failed dispense is refunded without a person.',
  },
  confirm: {
    enable: 'Enable the configuration "{{name}}"? Machines of this customer then collect this payment type through it.',
    disable: 'Disable the configuration "{{name}}"? Machines of this customer can no longer collect this payment type through it.',
  },
};
