import type en from './en';

const ja: typeof en = {
  section: { steps: '抽出手順', cupSizes: 'カップサイズ', tastes: '味のカテゴリ' },
  field: {
    pourOrder: '順序',
    materialCode: '原料',
    water: '水量（ml）',
    amount: '使用量',
    size: 'カップサイズ',
    extraPrice: '追加料金',
    tasteName: 'カテゴリ名',
    required: '必須',
    multiple: '複数選択',
    sort: '並び順',
    optionCode: 'コード',
    optionName: '名称',
    isDefault: '既定',
  },
  hint: {
    cupSize: 'S・M・L・XL または独自（例：500ml）。',
    freshRecipe: '淹れたて商品には抽出手順とカップサイズが 1 つ以上必要です。',
  },
  action: { addStep: '手順を追加', addCupSize: 'サイズを追加', addTaste: '味のカテゴリを追加', addOption: '選択肢を追加', remove: '削除' },
  empty: { steps: '抽出手順はまだありません。', cupSizes: 'カップサイズはまだありません。', tastes: '味のカテゴリはありません。' },
};

export default ja;
