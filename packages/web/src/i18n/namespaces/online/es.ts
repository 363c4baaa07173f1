import type en from './en';

const es: typeof en = {
  title: 'Usuarios en línea',
  field: {
    sessionId: 'Sesión',
    userName: 'Cuenta',
    org: 'Organización',
    ipaddr: 'Dirección IP',
    browser: 'Navegador',
    os: 'Sistema operativo',
    loginTime: 'Inicio de sesión',
    lastAccessTime: 'Última actividad',
  },
  forceLogout: 'Forzar cierre',
  confirm: '¿Cerrar ahora la sesión de "{{name}}"? Su próxima solicitud le pedirá iniciar sesión de nuevo.',
  confirmOwn: 'Es su propia sesión: se cerrará en su próxima acción. ¿Cerrarla?',
  you: 'Usted',
  hint: 'Todas las sesiones activas, la más reciente primero. Forzar el cierre termina la sesión al instante; la próxima solicitud del usuario mostrará el aviso de sesión caducada.',
};
export default es;
