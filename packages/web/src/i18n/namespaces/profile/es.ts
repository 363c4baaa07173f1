import type en from './en';

const es: typeof en = {
  title: 'Perfil',
  card: {
    me: 'Sobre mí',
    edit: 'Editar',
  },
  tab: {
    info: 'Información básica',
    password: 'Cambiar contraseña',
  },
  field: {
    username: 'Cuenta',
    employeeName: 'Nombre del empleado',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    gender: 'Sexo',
    org: 'Organización',
    roles: 'Roles',
    createdAt: 'Creado',
    lastLogin: 'Último inicio de sesión',
    oldPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    avatar: 'Avatar',
  },
  hint: {
    newPassword: 'De 5 a 20 caracteres. Se cerrarán sus demás sesiones.',
    avatar: 'La imagen se usa en cuanto se sube.',
  },
  action: {
    saveInfo: 'Guardar',
    changePassword: 'Cambiar contraseña',
  },
  result: {
    saved: 'Sus datos se han guardado.',
    avatarSaved: 'Su avatar se ha cambiado.',
  },
};
export default es;
