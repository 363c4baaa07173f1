import type en from './en';

const es: typeof en = {
  title: 'Errores del cliente',
  entity: 'informe de error',
  field: {
    time: 'Hora',
    source: 'Capturado por',
    message: 'Mensaje',
    user: 'Usuario',
    org: 'Organización',
    url: 'Página',
    userAgent: 'Navegador',
    ip: 'IP',
    stack: 'Pila',
    componentStack: 'Pila de componentes',
    range: 'Notificado entre',
  },
  source: {
    boundary: 'Límite de error',
    window: 'Error de ventana',
    promise: 'Promesa no gestionada',
  },
  noStack: 'No se notificó la pila.',
};
export default es;
