import type en from './en';

const es: typeof en = {
  typeName: 'tipo de diccionario',
  dataName: 'datos del diccionario',
  field: {
    dictId: 'ID',
    dictName: 'Nombre del diccionario',
    dictType: 'Tipo de diccionario',
    dictCode: 'Código',
    dictLabel: 'Etiqueta',
    dictValue: 'Valor',
    dictSort: 'Orden',
    listClass: 'Estilo de etiqueta',
    cssClass: 'Clase CSS',
    labels: 'Etiquetas por idioma',
    labelZh: 'Chino',
    labelEn: 'Inglés',
    labelEs: 'Español',
    labelJa: 'Japonés',
    builtIn: 'Integrado',
  },
  hint: {
    dictType: 'Letras, dígitos y guiones bajos, empezando por una letra (p. ej. cup_size).',
    labels: 'Se muestra en ese idioma; si está vacía se muestra la etiqueta.',
    sort: 'Vacío significa 100.',
  },
  action: {
    data: 'Datos',
    back: 'Volver a los tipos',
  },
};
export default es;
