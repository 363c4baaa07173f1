import type en from './en';

const es: typeof en = {
  label: 'Organización',
  placeholder: 'Seleccione una organización',
  search: 'Buscar organizaciones',
  loadMore: 'Cargar más',
  noMatch: 'Ninguna organización coincide',
  all: 'Todas las organizaciones',
  kind: {
    platform: 'Plataforma',
    customer: 'Cliente',
    department: 'Departamento',
    store: 'Tienda',
  },
};
export default es;
