import type en from './en';

const es: typeof en = {
  greeting: 'Bienvenido de nuevo, {{name}}',
  organisation: 'Ha iniciado sesión en {{org}}.',
  account: 'Cuenta',
  roles: 'Roles',
  email: 'Correo electrónico',
  none: '—',
  recent: {
    title: 'Visitadas recientemente',
    empty: 'Las páginas que abra aparecerán aquí.',
  },
  shortcuts: {
    title: 'Sus menús',
    empty: 'Sus roles aún no conceden ningún menú.',
  },
};
export default es;
