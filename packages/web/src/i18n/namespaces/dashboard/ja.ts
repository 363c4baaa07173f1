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
  devices: {
    title: 'デバイス',
    total: '全デバイス',
    online: 'オンライン',
    offline: 'オフライン',
    fault: '故障',
    warning: '警告',
    lowMaterial: '原料不足',
    unavailable: 'デバイス集計を読み込めませんでした。',
  },
  sales: {
    title: '本日の売上',
    amount: '売上金額',
    amountIn: '売上金額（{{currency}}）',
    orders: '注文数',
    cups: '杯数',
    day: '営業日 {{day}}（{{zone}}）、10 秒ごとに更新',
  },
  charts: {
    today: '本日の時間別売上（{{day}}）',
    days: '過去 30 日間の売上',
    amount: '売上金額（{{currency}}）',
    cups: '杯数',
    fleet: 'デバイスの状態',
    map: 'デバイスの所在地',
    china: '中国',
    world: '世界',
    onMap_one: '位置情報のあるデバイス {{count}} 台',
    onMap_other: '位置情報のあるデバイス {{count}} 台',
  },
};
export default ja;
