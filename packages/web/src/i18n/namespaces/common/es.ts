import type en from './en';

const es: typeof en = {
  action: {
    search: 'Buscar',
    reset: 'Restablecer',
    add: 'Añadir',
    edit: 'Editar',
    delete: 'Eliminar',
    save: 'Guardar',
    cancel: 'Cancelar',
    confirm: 'Aceptar',
    close: 'Cerrar',
    refresh: 'Actualizar',
    export: 'Exportar',
    import: 'Importar',
    more: 'Más',
  },
  confirm: {
    delete: '¿Eliminar el elemento seleccionado? No se puede deshacer.',
  },
  result: {
    saved: 'Guardado',
    deleted: 'Eliminado',
  },
};
export default es;
