import type en from './en';

/** Texts of System → Theme colours. */
const ja: typeof en = {
  entity: 'テーマ',
  field: {
    themeName: 'テーマ名',
    themeColor: 'カラー',
    customer: '顧客',
    isDefault: '既定',
    sort: '表示順',
    updateTime: '更新日時',
  },
  hint: {
    customer: '空欄の場合は自分の顧客に追加します。',
    themeColor: '#1890ff のような16進カラーコード。',
    isDefault: '既定のテーマは、ユーザーが自分で色を選んでいない限り、顧客のユーザーのサインイン時に適用されます。',
    sort: '小さい数字が先に表示されます。空欄の場合は 100。',
  },
  setDefault: '既定にする',
  defaultTag: '既定',
  confirmSetDefault: '「{{name}}」を{{customer}}の既定テーマにしますか？',
  defaultSet: '既定テーマを変更しました',
};
export default ja;
