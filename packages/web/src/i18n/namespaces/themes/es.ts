import type en from './en';

/** Texts of System → Theme colours. */
const es: typeof en = {
  entity: 'tema',
  field: {
    themeName: 'Nombre del tema',
    themeColor: 'Color',
    customer: 'Cliente',
    isDefault: 'Predeterminado',
    sort: 'Orden',
    updateTime: 'Actualizado',
  },
  hint: {
    customer: 'Déjelo vacío para añadir el tema a su propio cliente.',
    themeColor: 'Un código de color hexadecimal como #1890ff.',
    isDefault: 'El tema predeterminado se aplica cuando los usuarios del cliente inician sesión, salvo que hayan elegido un color.',
    sort: 'Los números menores van primero; 100 si se deja vacío.',
  },
  setDefault: 'Hacer predeterminado',
  defaultTag: 'Predeterminado',
  confirmSetDefault: '¿Hacer de "{{name}}" el tema predeterminado de {{customer}}?',
  defaultSet: 'Tema predeterminado cambiado',
};
export default es;
