import type en from './en';

const ja: typeof en = {
  greeting: 'おかえりなさい、{{name}} さん',
  organisation: '{{org}} にサインインしています。',
  account: 'アカウント',
  roles: 'ロール',
  email: 'メール',
  none: '—',
  recent: {
    title: '最近開いたページ',
    empty: '開いたページがここに表示されます。',
  },
  shortcuts: {
    title: 'メニュー',
    empty: 'ロールにまだメニューが割り当てられていません。',
  },
};
export default ja;
