/** Texts of System → Notices, the header bell and the rich-text editor. */
import type en from './en';

const es: typeof en = {
  entity: 'aviso',
  field: {
    noticeTitle: 'Título',
    noticeType: 'Tipo',
    noticeContent: 'Contenido',
    status: 'Estado',
    targets: 'Organizaciones destino',
    createBy: 'Autor',
    createTime: 'Creado',
  },
  type: { notice: 'Aviso', announcement: 'Anuncio' },
  status: { published: 'Publicado', closed: 'Cerrado' },
  everyone: 'Todos',
  hint: {
    targets:
      'El aviso llega a estas organizaciones y a todo lo que cuelga de ellas. Déjelo vacío para dirigirlo a todos (solo administradores de la plataforma).',
    status: 'Solo los avisos publicados llegan a sus lectores.',
  },
  bell: {
    label: 'Avisos',
    empty: 'No hay avisos sin leer',
    unread_one: '{{count}} sin leer',
    unread_other: '{{count}} sin leer',
    read: 'Leído',
  },
  preview: 'Vista previa',
  editor: {
    bold: 'Negrita',
    italic: 'Cursiva',
    underline: 'Subrayado',
    bulleted: 'Lista con viñetas',
    numbered: 'Lista numerada',
    link: 'Enlace',
    linkPrompt: 'Dirección del enlace (http:// o https://)',
    linkInvalid: 'Introduzca una dirección que empiece por http:// o https://',
    image: 'Imagen',
    clear: 'Quitar formato',
    placeholder: 'Escriba el aviso…',
  },
};
export default es;
