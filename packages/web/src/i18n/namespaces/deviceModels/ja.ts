import type en from './en';

const ja: typeof en = {
  title: '機種管理',
  entity: '機種',
  field: {
    modelCode: '機種コード',
    modelName: '機種名',
    keyword: 'コードまたは名称',
    nameZh: '名称（中国語）',
    nameEn: '名称（英語）',
    nameEs: '名称（スペイン語）',
    nameJa: '名称（日本語）',
    modelKind: '種別',
    cupCapacity: 'カップ容量',
    customer: '顧客',
    status: 'ステータス',
    remark: '備考',
    containers: 'コンテナ',
    containerNo: '番号',
    materialCode: '原料',
    capacity: '容量',
    createTime: '作成日時',
  },
  kind: {
    coffee: 'コーヒー',
    milk_tea: 'ミルクティー',
    beer: 'ビール',
    water: '水',
    juice: 'ジュース',
    ice_cream: 'アイスクリーム',
    other: 'その他',
  },
  shared: '全顧客',
  hint: {
    customer: '空欄にすると全顧客に提供されます（プラットフォーム管理者のみ）。',
    containers: 'コンテナごとに 1 行：番号、入れる原料（商品管理 → 原料管理のコード）、容量。',
  },
  action: {
    addContainer: 'コンテナを追加',
    removeContainer: '削除',
  },
  select: {
    model: '機種を選択',
  },
};
export default ja;
