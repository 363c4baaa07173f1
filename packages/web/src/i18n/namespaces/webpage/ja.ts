import type en from './en';

const ja: typeof en = {
  title: 'ウェブページ',
  entity: 'ウェブページ',
  field: {
    pageId: 'ID',
    pageName: 'ページ名',
    pageLink: 'リンク',
    customer: '顧客',
    sort: '表示順',
    updatedAt: '更新日時',
  },
  hint: {
    customer: '空欄の場合は自分の顧客に追加されます。',
    pageLink: 'http:// または https:// で始まる完全なアドレス。新しいタブで開きます。',
    sort: '小さい数字ほど先に表示されます。空欄の場合は 100 です。',
  },
  open: '開く',
};
export default ja;
