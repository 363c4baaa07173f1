import type en from './en';

const es: typeof en = {
  upload: 'Subir',
  uploading: 'Subiendo…',
  preview: 'Vista previa',
  remove: 'Quitar',
  hint: '{{types}}, como máximo {{size}} MB',
  hintCount_one: '{{types}}, como máximo {{size}} MB, hasta {{count}} archivo',
  hintCount_other: '{{types}}, como máximo {{size}} MB, hasta {{count}} archivos',
  tooMany_one: 'Se puede añadir como máximo {{count}} archivo.',
  tooMany_other: 'Se pueden añadir como máximo {{count}} archivos.',
  failed: 'Error al subir',
};
export default es;
