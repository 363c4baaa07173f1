import type en from './en';

/** Texts of System → Platform settings. */
const es: typeof en = {
  field: {
    title: 'Título del producto',
    logo: 'Logotipo',
    defaultLanguage: 'Idioma predeterminado',
    timeZone: 'Zona horaria',
    currency: 'Moneda',
  },
  hint: {
    title: 'Se muestra en la página de inicio de sesión, en la barra lateral y tras cada título de página ("Página - Título").',
    logo: 'Se muestra en la página de inicio de sesión y en la barra lateral de los usuarios cuyo cliente no tiene logotipo propio.',
    defaultLanguage: 'Se usa cuando ni el usuario ni el navegador indican un idioma admitido.',
    timeZone: 'El día comercial de las ventas y los informes (nombre IANA, p. ej. Europe/Madrid).',
    currency: 'Código ISO 4217.',
  },
  saved: 'Ajustes de plataforma guardados',
};
export default es;
