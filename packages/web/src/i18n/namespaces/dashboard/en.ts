/** Texts of the home screen. */
const en = {
  greeting: 'Welcome back, {{name}}',
  organisation: 'You are signed in to {{org}}.',
  account: 'Account',
  roles: 'Roles',
  email: 'Email',
  none: '—',
  recent: {
    title: 'Recently visited',
    empty: 'Pages you open appear here.',
  },
  shortcuts: {
    title: 'Your menus',
    empty: 'Your roles grant no menus yet.',
  },
  devices: {
    title: 'Devices',
    total: 'All devices',
    online: 'Online',
    offline: 'Offline',
    fault: 'Fault',
    warning: 'Warning',
    lowMaterial: 'Low material',
    unavailable: 'The device figures could not be loaded.',
  },
  sales: {
    title: 'Today’s sales',
    amount: 'Sales amount',
    amountIn: 'Sales amount ({{currency}})',
    orders: 'Orders',
    cups: 'Cups',
    day: 'Business day {{day}} ({{zone}}), refreshed every 10 seconds',
  },
  charts: {
    today: 'Today’s sales by hour ({{day}})',
    days: 'Sales of the last 30 days',
    amount: 'Amount ({{currency}})',
    cups: 'Cups',
    fleet: 'Fleet state',
    map: 'Machines on the map',
    china: 'China',
    world: 'World',
    onMap_one: '{{count}} machine with a location',
    onMap_other: '{{count}} machines with a location',
  },
};
export default en;
