import type en from './en';

const ja: typeof en = {
  title: {
    statistics: '統計',
    goodsRanking: '商品売上ランキング',
    siteRanking: 'ポイント売上ランキング',
    materialSale: '原料販売統計',
  },
  field: {
    period: '期間',
    customer: '顧客',
    site: 'ポイント',
    deviceCode: 'デバイスコード',
    rank: '順位',
    goodsCode: '商品コード',
    goodsName: '商品',
    siteName: 'ポイント',
    orders: '注文数',
    cups: '杯数',
    received: '受領金額',
    refunded: '返金額',
    revenue: '売上',
    material: '原料',
    quantity: '消費量',
    materialCups: '使用杯数',
  },
  top: {
    goods: '杯数上位 10 商品',
    sites: '杯数上位 10 ポイント',
    empty: 'この期間の売上はありません。',
    live: '期間 {{from}} – {{to}}、10 秒ごとに更新',
  },
  totals: {
    title: '期間の合計',
    orders_one: '{{count}} 件の注文',
    orders_other: '{{count}} 件の注文',
    cups_one: '{{count}} 杯',
    cups_other: '{{count}} 杯',
  },
  summary: {
    title: '期間のすべて',
  },
  stats: {
    search: '検索',
    reset: 'リセット',
    previous: '前期間 {{from}} – {{to}}',
    change: '前期間比',
    byDay: '日別の売上と杯数（{{currency}}）',
    byPaymentMethod: '支払方法別（{{currency}}）',
    byHour: '時間帯別（{{currency}}）',
    byHourKept:
      '時間帯別の売上は顧客ごとに {{from}}〜{{to}} のみ保持されます。この範囲内の日付を選び、拠点やデバイスで絞り込まないでください。',
    byModel: 'デバイス型式別（{{currency}}）',
    current: '今期間',
    before: '前期間',
    revenueIn: '売上（{{currency}}）',
    refundedIn: '返金額（{{currency}}）',
    noModel: '型式なし',
    empty: 'この期間の売上はありません。',
  },
  material: {
    note: '消費量 = 販売杯数 × 商品の基本レシピの使用量。',
  },
};
export default ja;
