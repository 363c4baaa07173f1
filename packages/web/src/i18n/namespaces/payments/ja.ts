import type en from './en';

const ja: typeof en = {
  entity: '決済設定',
  field: {
    customer: '顧客',
    provider: '決済プロバイダ',
    payType: '支払方法',
    autoRefund: '自動返金',
    merchantName: '加盟店名',
    appId: 'アプリ ID',
    merchantNo: '加盟店番号',
    signType: '署名方式',
    rate: '手数料率（%）',
    merchantKey: '加盟店キー',
    privateKey: '秘密鍵',
    remark: '備考',
  },
  provider: { sandbox: 'サンドボックス', wechatPay: 'WeChat Pay', alipay: 'Alipay' },
  yes: 'はい',
  no: 'いいえ',
  hint: {
    keyKept: '暗号化して保存され、再表示されません。空欄のままなら保存済みのキーを使います。',
    keyNew: '暗号化して保存され、再表示されません。',
    autoRefund: '提供に失敗した注文を人手を介さず返金します。',
  },
  confirm: {
    enable: '設定「{{name}}」を有効にしますか？この顧客の機器はこの支払方法をこの設定で受け付けます。',
    disable: '設定「{{name}}」を無効にしますか？この顧客の機器はこの支払方法をこの設定で受け付けられなくなります。',
  },
};
export default ja;
