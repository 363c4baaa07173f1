import type en from './en';

const es: typeof en = {
  name: 'rol',
  field: {
    roleId: 'Id. del rol',
    roleName: 'Nombre del rol',
    roleKey: 'Clave de permiso',
    roleSort: 'Orden',
    dataScope: 'Ámbito de datos',
    orgId: 'Organización',
    refundRight: 'Derecho de reembolso en operaciones móviles',
    menus: 'Permisos de menú',
    depts: 'Departamentos',
  },
  scope: {
    '1': 'Todos los datos',
    '2': 'Personalizado',
    '3': 'Este departamento',
    '4': 'Este departamento y dependientes',
    '5': 'Solo datos propios',
  },
  builtIn: 'Integrado',
  tab: { pc: 'Back-office PC', applet: 'Miniprograma B' },
  refund: { yes: 'Sí', no: 'No' },
  action: {
    dataScope: 'Ámbito de datos',
    users: 'Usuarios asignados',
    addUsers: 'Asignar usuarios',
    cancelAuth: 'Quitar',
    cancelSelected: 'Quitar seleccionados',
    checkAll: 'Seleccionar todo',
    expandAll: 'Expandir todo',
  },
  title: {
    dataScope: 'Ámbito de datos de {{name}}',
    users: 'Usuarios de {{name}}',
    pickUsers: 'Elija los usuarios a asignar',
  },
  hint: {
    admin: 'El rol de administrador integrado tiene todos los permisos: no se puede cambiar ni eliminar.',
    orgId: 'La organización propietaria del rol; vacía, la suya.',
    customScope: 'Elija los departamentos cuyos datos puede ver este rol.',
    limited: 'Solo puede conceder menús que usted mismo tenga.',
    miniProgramOnly: 'Solo se aplica a los miniprogramas: este back-office lo guarda pero no lo usa.',
  },
  confirm: {
    disable: '¿Deshabilitar el rol «{{name}}»? Sus usuarios pierden sus permisos en la próxima solicitud.',
    enable: '¿Habilitar el rol «{{name}}»?',
    cancelAuth_one: '¿Quitar el rol a {{count}} usuario?',
    cancelAuth_other: '¿Quitar el rol a {{count}} usuarios?',
  },
  user: {
    username: 'Cuenta de acceso',
    employeeName: 'Nombre del empleado',
    orgName: 'Organización',
    phone: 'Teléfono',
  },
};
export default es;
