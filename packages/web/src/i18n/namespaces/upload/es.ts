import type en from './en';

const es: typeof en = {
  upload: 'Subir',
  uploading: 'Subiendo…',
  preview: 'Vista previa',
  remove: 'Quitar',
  hint: '{{types}}, como máximo {{size}} MB',
  hintCount: '{{types}}, como máximo {{size}} MB, hasta {{count}} archivos',
  tooMany: 'Se pueden añadir como máximo {{count}} archivos.',
  failed: 'Error al subir',
};
export default es;
