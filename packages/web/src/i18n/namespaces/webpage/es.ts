import type en from './en';

const es: typeof en = {
  title: 'Páginas web',
  entity: 'página web',
  field: {
    pageId: 'ID',
    pageName: 'Nombre de la página',
    pageLink: 'Enlace',
    customer: 'Cliente',
    sort: 'Orden',
    updatedAt: 'Actualizado',
  },
  hint: {
    customer: 'Déjelo vacío para añadir el enlace a su propio cliente.',
    pageLink: 'Una dirección completa que empiece por http:// o https://; se abre en una pestaña nueva.',
    sort: 'Los números menores van primero; 100 si se deja vacío.',
  },
  open: 'Abrir',
};
export default es;
