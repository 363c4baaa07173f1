import type en from './en';

const zh: typeof en = {
  title: {
    statistics: '统计报表',
    goodsRanking: '商品销售排行',
    siteRanking: '点位销售排行',
    materialSale: '物料销售统计',
  },
  field: {
    period: '时间范围',
    customer: '客户',
    site: '点位',
    deviceCode: '设备编号',
    rank: '排名',
    goodsCode: '商品编号',
    goodsName: '商品',
    siteName: '点位',
    orders: '订单数',
    cups: '杯数',
    received: '实收金额',
    refunded: '退款金额',
    revenue: '营业额',
    material: '物料',
    quantity: '消耗量',
    materialCups: '使用杯数',
  },
  top: {
    goods: '商品销量前 10（按杯数）',
    sites: '点位销量前 10（按杯数）',
    empty: '该时间段内没有销售。',
    live: '时间段 {{from}} – {{to}}，每 10 秒刷新',
  },
  totals: {
    title: '时间段合计',
    orders_one: '{{count}} 笔订单',
    orders_other: '{{count}} 笔订单',
    cups_one: '{{count}} 杯',
    cups_other: '{{count}} 杯',
  },
  summary: {
    title: '时间段内全部',
  },
  stats: {
    search: '搜索',
    reset: '重置',
    previous: '上一周期 {{from}} – {{to}}',
    change: '较上一周期',
    byDay: '每日营业额与杯数（{{currency}}）',
    byPaymentMethod: '按支付方式（{{currency}}）',
    byModel: '按设备型号（{{currency}}）',
    current: '本周期',
    before: '上一周期',
    revenueIn: '营业额（{{currency}}）',
    refundedIn: '退款金额（{{currency}}）',
    noModel: '无型号',
    empty: '该时间段内没有销售。',
  },
  material: {
    note: '消耗量 = 销售杯数 × 商品基础配方用量。',
  },
};
export default zh;
