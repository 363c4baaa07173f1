import type en from './en';

const es: typeof en = {
  entity: 'materia prima',
  classEntity: 'clasificación',
  field: {
    customer: 'Cliente',
    keyword: 'Código o nombre',
    classKeyword: 'Código o nombre',
    materialCode: 'Código de material',
    name: 'Nombre',
    nameZh: 'Nombre en chino',
    nameEn: 'Nombre en inglés',
    nameEs: 'Nombre en español',
    nameJa: 'Nombre en japonés',
    classId: 'Clasificación',
    materialType: 'Tipo',
    unit: 'Unidad',
    netContent: 'Contenido neto',
    shelfLifeDays: 'Vida útil (días)',
    costPrice: 'Precio de coste',
    salePrice: 'Precio sugerido',
    storageTemp: 'Temperatura de almacenamiento',
    accessoryCode: 'Código de accesorio',
    picture: 'Imagen',
    classCode: 'Código de la clasificación',
    className: 'Nombre de la clasificación',
  },
  hint: {
    customer: 'En blanco: su propio cliente.',
    code: 'Mayúsculas, dígitos, "-" y "_"; único dentro del cliente.',
    name: 'Se necesita un nombre en chino o en inglés.',
  },
  type: {
    coffee_beans: 'Granos de café',
    accessories: 'Accesorios',
    sugar: 'Azúcar',
    ice: 'Hielo',
    milk: 'Leche',
    water: 'Agua',
    beer: 'Cerveza',
    other: 'Otro',
  },
  unit: { g: 'Gramos (g)', ml: 'Mililitros (ml)', other: 'Otra' },
  unitShort: { g: 'g', ml: 'ml' },
  accessory: { B: 'Complementos', N: 'Vasos y tapas', S: 'Azúcar', I: 'Hielo', M: 'Leche', W: 'Agua', P: 'Cerveza' },
};

export default es;
