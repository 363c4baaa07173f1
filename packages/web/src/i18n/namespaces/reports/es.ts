import type en from './en';

const es: typeof en = {
  title: {
    statistics: 'Estadísticas',
    goodsRanking: 'Ranking de productos',
    siteRanking: 'Ranking de puntos',
    materialSale: 'Ventas de materiales',
  },
  field: {
    period: 'Periodo',
    customer: 'Cliente',
    site: 'Punto',
    deviceCode: 'Código de dispositivo',
    rank: 'Puesto',
    goodsCode: 'Código de producto',
    goodsName: 'Producto',
    siteName: 'Punto',
    orders: 'Pedidos',
    cups: 'Tazas',
    received: 'Cobrado',
    refunded: 'Reembolsado',
    revenue: 'Ingresos',
    material: 'Material',
    quantity: 'Consumido',
    materialCups: 'Tazas que lo usan',
  },
  top: {
    goods: 'Los 10 productos con más tazas',
    sites: 'Los 10 puntos con más tazas',
    empty: 'No se vendió nada en este periodo.',
    live: 'Periodo {{from}} – {{to}}, se actualiza cada 10 segundos',
  },
  totals: {
    title: 'Totales del periodo',
    orders_one: '{{count}} pedido',
    orders_other: '{{count}} pedidos',
    cups_one: '{{count}} taza',
    cups_other: '{{count}} tazas',
  },
  summary: {
    title: 'Todo el periodo',
  },
  stats: {
    search: 'Buscar',
    reset: 'Restablecer',
    previous: 'Periodo anterior {{from}} – {{to}}',
    change: 'frente al periodo anterior',
    byDay: 'Ingresos y tazas por día ({{currency}})',
    byPaymentMethod: 'Por método de pago ({{currency}})',
    byHour: 'Por hora ({{currency}})',
    byHourKept:
      'Las ventas por hora se guardan por cliente solo del {{from}} al {{to}}: elija días dentro de ese rango, sin punto ni dispositivo.',
    byModel: 'Por modelo de dispositivo ({{currency}})',
    current: 'Este periodo',
    before: 'Periodo anterior',
    revenueIn: 'Ingresos ({{currency}})',
    refundedIn: 'Reembolsado ({{currency}})',
    noModel: 'Sin modelo',
    empty: 'No hubo ventas en este periodo.',
  },
  material: {
    note: 'Consumo = tazas vendidas × las cantidades de la receta base del producto.',
  },
};
export default es;
