import type en from './en';

const zh: typeof en = {
  greeting: '欢迎回来，{{name}}',
  organisation: '您已登录到 {{org}}。',
  account: '账号',
  roles: '角色',
  email: '邮箱',
  none: '—',
  recent: {
    title: '最近访问',
    empty: '您打开的页面会显示在这里。',
  },
  shortcuts: {
    title: '我的菜单',
    empty: '您的角色尚未分配任何菜单。',
  },
  devices: {
    title: '设备',
    total: '设备总数',
    online: '在线',
    offline: '离线',
    fault: '故障',
    warning: '预警',
    lowMaterial: '缺料',
    unavailable: '无法加载设备统计。',
  },
  sales: {
    title: '今日销售',
    amount: '销售额',
    amountIn: '销售金额（{{currency}}）',
    orders: '订单数',
    cups: '杯数',
    day: '营业日 {{day}}（{{zone}}），每 10 秒刷新',
  },
  charts: {
    today: '今日分时销售（{{day}}）',
    days: '近 30 天销售',
    amount: '销售额（{{currency}}）',
    cups: '杯数',
    fleet: '设备状态',
    map: '设备分布',
    china: '中国',
    world: '世界',
    onMap_one: '{{count}} 台设备已定位',
    onMap_other: '{{count}} 台设备已定位',
  },
};
export default zh;
