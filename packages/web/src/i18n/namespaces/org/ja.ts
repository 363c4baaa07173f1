import type en from './en';

const ja: typeof en = {
  label: '所属組織',
  placeholder: '組織を選択',
  search: '組織を検索',
  loadMore: 'さらに読み込む',
  noMatch: '一致する組織がありません',
  all: 'すべての組織',
  kind: {
    platform: 'プラットフォーム',
    customer: '顧客',
    department: '部門',
    store: '店舗',
  },
};
export default ja;
