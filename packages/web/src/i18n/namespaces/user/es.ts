import type en from './en';

const es: typeof en = {
  name: 'cuenta',
  field: {
    userId: 'Id. de cuenta',
    username: 'Cuenta de acceso',
    employeeName: 'Nombre del empleado',
    orgId: 'Organización',
    clientId: 'Cliente',
    roleIds: 'Roles',
    position: 'Puesto',
    gender: 'Sexo',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    deviceScope: 'Permisos de dispositivos',
    healthCertificates: 'Certificados sanitarios',
    trainings: 'Formaciones',
    trainingName: 'Formación',
    trainingContent: 'Contenido',
    trainingTime: 'Fecha',
    lastLogin: 'Último acceso',
  },
  device: {
    all: 'Todos los dispositivos (los nuevos se conceden automáticamente)',
    selected: 'Dispositivos seleccionados',
  },
  notBound: 'Sin cuenta de acceso',
  action: {
    resetPwd: 'Restablecer contraseña',
    bindLogin: 'Crear acceso',
    addTraining: 'Añadir una formación',
  },
  title: {
    resetPwd: 'Restablecer la contraseña de {{name}}',
    bindLogin: 'Cuenta de acceso para {{name}}',
  },
  hint: {
    clientId: 'Vacío: el cliente al que pertenece la organización.',
    selectedDevices: 'La lista de dispositivos llega con las pantallas de dispositivos; la elección se guarda ya.',
    healthCertificates: 'JPG, PNG o GIF, 2 MB cada uno, como máximo 10.',
    builtInAdmin: 'El administrador integrado no se puede deshabilitar ni eliminar.',
    self: 'No puede deshabilitar ni eliminar su propia cuenta.',
  },
  confirm: {
    disable: '¿Deshabilitar la cuenta «{{name}}»? Su sesión se cierra de inmediato.',
    enable: '¿Habilitar la cuenta «{{name}}»?',
  },
  result: {
    passwordReset: 'Contraseña cambiada; se cerraron las demás sesiones de la cuenta.',
  },
};
export default es;
