import type en from './en';

const es: typeof en = {
  greeting: 'Bienvenido de nuevo, {{name}}',
  organisation: 'Ha iniciado sesión en {{org}}.',
  account: 'Cuenta',
  roles: 'Roles',
  email: 'Correo electrónico',
  none: '—',
  recent: {
    title: 'Visitadas recientemente',
    empty: 'Las páginas que abra aparecerán aquí.',
  },
  shortcuts: {
    title: 'Sus menús',
    empty: 'Sus roles aún no conceden ningún menú.',
  },
  devices: {
    title: 'Dispositivos',
    total: 'Todos',
    online: 'En línea',
    offline: 'Desconectados',
    fault: 'Con avería',
    warning: 'Con advertencia',
    lowMaterial: 'Material bajo',
    unavailable: 'No se pudieron cargar las cifras de dispositivos.',
  },
  sales: {
    title: 'Ventas de hoy',
    amount: 'Importe de ventas',
    amountIn: 'Importe de ventas ({{currency}})',
    orders: 'Pedidos',
    cups: 'Vasos',
    day: 'Día comercial {{day}} ({{zone}}), se actualiza cada 10 segundos',
  },
  charts: {
    today: 'Ventas de hoy por hora ({{day}})',
    days: 'Ventas de los últimos 30 días',
    amount: 'Importe ({{currency}})',
    cups: 'Vasos',
    fleet: 'Estado de la flota',
    map: 'Máquinas en el mapa',
    china: 'China',
    world: 'Mundo',
    onMap_one: '{{count}} máquina con ubicación',
    onMap_other: '{{count}} máquinas con ubicación',
  },
};
export default es;
