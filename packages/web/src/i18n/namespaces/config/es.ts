import type en from './en';

const es: typeof en = {
  name: 'parámetro',
  field: {
    configId: 'ID',
    configName: 'Nombre del parámetro',
    configKey: 'Clave del parámetro',
    configValue: 'Valor del parámetro',
    configType: 'Integrado',
  },
  hint: {
    builtInKey: 'La clave de un parámetro integrado no se puede cambiar y no se puede eliminar.',
  },
};
export default es;
