import type en from './en';

const ja: typeof en = {
  typeName: '辞書タイプ',
  dataName: '辞書データ',
  field: {
    dictId: '辞書 ID',
    dictName: '辞書名',
    dictType: '辞書タイプ',
    dictCode: 'コード',
    dictLabel: 'データラベル',
    dictValue: 'データ値',
    dictSort: '表示順',
    listClass: 'タグスタイル',
    cssClass: 'CSS クラス',
    labels: '言語別ラベル',
    labelZh: '中国語',
    labelEn: '英語',
    labelEs: 'スペイン語',
    labelJa: '日本語',
    builtIn: '組み込み',
  },
  hint: {
    dictType: '英字で始まる英数字とアンダースコア（例: cup_size）。',
    labels: 'その言語で表示されます。空欄の場合はデータラベルを表示します。',
    sort: '空欄は 100 になります。',
  },
  action: {
    data: 'データ',
    back: 'タイプ一覧へ戻る',
  },
};
export default ja;
