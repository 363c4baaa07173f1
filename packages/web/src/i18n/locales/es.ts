import type { Resources } from './en';

const es: Resources = {
  app: {
    name: 'Vending Retail',
    tagline: 'Gestión de máquinas expendedoras conectadas',
    loading: 'Cargando…',
  },
  route: {
    login: 'Iniciar sesión',
    authRedirect: 'Iniciando sesión',
    dashboard: 'Inicio',
    notFound: 'Página no encontrada',
    unauthorized: 'Sin acceso',
    redirect: 'Redirigiendo',
  },
  lang: {
    label: 'Idioma',
  },
  login: {
    title: 'Inicie sesión en su cuenta',
    username: 'Cuenta',
    password: 'Contraseña',
    code: 'Código de verificación',
    captchaAlt: 'Imagen del código de verificación',
    captchaRefresh: 'Haga clic en la imagen para obtener otro código',
    captchaLoading: 'Cargando código…',
    submit: 'Iniciar sesión',
    footer: 'Back-office de Vending Retail',
  },
  error: {
    notFoundTitle: '404',
    notFound: 'Lo sentimos, la página que busca no existe.',
    unauthorizedTitle: '401',
    unauthorized: 'Lo sentimos, no tiene permiso para abrir esta página.',
    crashTitle: 'Algo salió mal',
    crash: 'No se pudo mostrar la página. Inténtelo de nuevo o vuelva al inicio.',
    backHome: 'Volver al inicio',
    reload: 'Recargar',
  },
};

export default es;
