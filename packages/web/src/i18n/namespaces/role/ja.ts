import type en from './en';

const ja: typeof en = {
  name: 'ロール',
  field: {
    roleId: 'ロール ID',
    roleName: 'ロール名',
    roleKey: '権限キー',
    roleSort: '表示順',
    dataScope: 'データ範囲',
    orgId: '所属組織',
    refundRight: 'モバイル運用の返金権限',
    menus: 'メニュー権限',
    depts: '部門',
  },
  scope: {
    '1': '全データ',
    '2': 'カスタム',
    '3': '自部門',
    '4': '自部門以下',
    '5': '本人のデータのみ',
  },
  builtIn: '組み込み',
  tab: { pc: 'PC 管理画面', applet: 'B 向けミニプログラム' },
  refund: { yes: 'あり', no: 'なし' },
  action: {
    dataScope: 'データ範囲',
    users: '割り当てユーザー',
    addUsers: 'ユーザーを割り当て',
    cancelAuth: '解除',
    cancelSelected: '選択を解除',
    checkAll: 'すべて選択',
    expandAll: 'すべて展開',
  },
  title: {
    dataScope: '{{name}} のデータ範囲',
    users: '{{name}} のユーザー',
    pickUsers: '割り当てるユーザーを選択',
  },
  hint: {
    admin: '組み込みの管理者ロールはすべての権限を持ち、変更・削除できません。',
    orgId: 'ロールを所有する組織。空欄の場合はあなたの組織です。',
    customScope: 'このロールがデータを参照できる部門を選択してください。',
    limited: '自分が持っているメニューのみ付与できます。',
    miniProgramOnly: 'ミニプログラムにのみ適用されます。この管理画面では保存するだけで使用しません。',
  },
  confirm: {
    disable: 'ロール「{{name}}」を無効にしますか？ユーザーは次のリクエストからその権限を失います。',
    enable: 'ロール「{{name}}」を有効にしますか？',
    cancelAuth_one: '{{count}} 人のユーザーからロールを外しますか？',
    cancelAuth_other: '{{count}} 人のユーザーからロールを外しますか？',
  },
  user: {
    username: 'ログインアカウント',
    employeeName: '従業員名',
    orgName: '所属組織',
    phone: '電話番号',
  },
};
export default ja;
