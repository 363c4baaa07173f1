import type en from './en';

const es: typeof en = {
  section: { steps: 'Pasos', cupSizes: 'Tamaños de vaso', tastes: 'Categorías de sabor' },
  field: {
    pourOrder: 'Orden',
    materialCode: 'Material',
    water: 'Agua (ml)',
    amount: 'Cantidad',
    size: 'Tamaño',
    extraPrice: 'Precio adicional',
    tasteName: 'Nombre de la categoría',
    required: 'Obligatoria',
    multiple: 'Selección múltiple',
    sort: 'Orden',
    optionCode: 'Código',
    optionName: 'Nombre',
    isDefault: 'Predeterminada',
  },
  hint: {
    cupSize: 'S, M, L, XL o uno propio (p. ej. 500ml).',
    freshRecipe: 'Un producto preparado al momento necesita al menos un paso y un tamaño de vaso.',
  },
  action: {
    addStep: 'Añadir paso',
    addCupSize: 'Añadir tamaño',
    addTaste: 'Añadir categoría de sabor',
    addOption: 'Añadir opción',
    remove: 'Quitar',
  },
  empty: { steps: 'Aún no hay pasos.', cupSizes: 'Aún no hay tamaños de vaso.', tastes: 'Sin categorías de sabor.' },
};

export default es;
