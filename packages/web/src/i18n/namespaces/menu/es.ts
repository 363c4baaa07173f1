import type en from './en';

const es: typeof en = {
  name: 'menú',
  field: {
    title: 'Nombre del menú',
    titleIn: 'Nombre ({{lang}})',
    moreTitles: 'Más idiomas',
    name: 'Nombre de ruta',
    parentId: 'Menú superior',
    menuType: 'Tipo de menú',
    icon: 'Icono',
    sort: 'Orden',
    path: 'Ruta',
    component: 'Componente',
    perms: 'Cadena de permiso',
    status: 'Visibilidad',
    noCache: 'Mantener en caché',
    affix: 'Pestaña fija',
    alwaysShow: 'Mostrar siempre',
    isExternal: 'Enlace externo',
    client: 'Cliente',
    builtIn: 'Integrado',
  },
  type: { M: 'Directorio', C: 'Menú', F: 'Botón' },
  client: { pc: 'Back-office PC', applet: 'Miniprograma B' },
  lang: { zh: 'Chino', en: 'Inglés', es: 'Español', ja: 'Japonés', zh_TW: 'Chino tradicional', ko: 'Coreano', th: 'Tailandés' },
  root: 'Nivel superior',
  addChild: 'Añadir hijo',
  expandAll: 'Expandir todo',
  collapseAll: 'Contraer todo',
  hint: {
    builtIn:
      'Un menú integrado sigue al código: solo se pueden cambiar su orden, visibilidad, caché, pestaña fija y «mostrar siempre», y no se puede eliminar.',
    path: 'Una ruta relativa como «user», o una dirección http(s) completa para un enlace.',
    component: 'La clave de la página en la aplicación web, p. ej. system/user/index.',
    perms: 'p. ej. system:user:list',
    external: 'Se abre en una pestaña nueva del navegador en lugar de un marco.',
    applet: 'Estos menús solo se aplican a los miniprogramas: este back-office los guarda pero no los usa.',
  },
  icon: {
    choose: 'Elegir un icono',
    search: 'Buscar iconos',
    none: 'Sin icono',
    loading: 'Cargando iconos…',
  },
};
export default es;
