import type en from './en';

/** Texts of System → Mobile operation config. */
const ja: typeof en = {
  customer: '顧客',
  chooseCustomer: '設定する顧客を選択してください。',
  client: { maintenance: '保守アプリ', applet: 'B 側ミニプログラム' },
  field: {
    order: '順序',
    function: '機能',
    title: '表示名',
    icon: 'アイコン',
    visible: '表示',
  },
  titlePlaceholder: '既定：{{title}}',
  moveUp: '上へ',
  moveDown: '下へ',
  drag: 'ドラッグで並べ替え',
  customised: 'カスタマイズ済み',
  defaults: '既定の設定を使用中',
  reset: '既定に戻す',
  confirmReset: '{{customer}}の{{client}}の機能を既定に戻しますか？現在の順序・表示名・アイコンは破棄されます。',
  resetDone: '既定に戻しました',
  unsaved: '未保存の変更があります',
  preview: 'プレビュー',
  nothingShown: '表示する機能がありません。',
};
export default ja;
