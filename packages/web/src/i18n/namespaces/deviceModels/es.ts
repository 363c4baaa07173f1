import type en from './en';

const es: typeof en = {
  title: 'Modelos de dispositivo',
  entity: 'modelo de dispositivo',
  field: {
    modelCode: 'Código del modelo',
    modelName: 'Nombre del modelo',
    keyword: 'Código o nombre',
    nameZh: 'Nombre (chino)',
    nameEn: 'Nombre (inglés)',
    nameEs: 'Nombre (español)',
    nameJa: 'Nombre (japonés)',
    modelKind: 'Tipo',
    cupCapacity: 'Capacidad de vasos',
    customer: 'Cliente',
    status: 'Estado',
    remark: 'Observación',
    containers: 'Contenedores',
    containerNo: 'N.º',
    materialCode: 'Material',
    capacity: 'Capacidad',
    createTime: 'Creado',
  },
  kind: {
    coffee: 'Café',
    milk_tea: 'Té con leche',
    beer: 'Cerveza',
    water: 'Agua',
    juice: 'Zumo',
    ice_cream: 'Helado',
    other: 'Otro',
  },
  shared: 'Todos los clientes',
  hint: {
    customer: 'Déjelo vacío para ofrecer el modelo a todos los clientes (solo administradores de la plataforma).',
    containers:
      'Una fila por contenedor de la máquina: su número, la materia prima que contiene (Productos → Materias primas, por código) y la capacidad.',
  },
  action: {
    addContainer: 'Añadir contenedor',
    removeContainer: 'Quitar',
  },
  select: {
    model: 'Seleccione un modelo',
  },
};
export default es;
