import type en from './en';

const es: typeof en = {
  title: 'Descargas de exportación',
  field: {
    kind: 'Exportación',
    state: 'Estado',
    progress: 'Progreso',
    rowCount: 'Filas',
    byteSize: 'Tamaño',
    requester: 'Pedida por',
    createdAt: 'Pedida el',
    finishedAt: 'Terminada el',
    expiresAt: 'Se conserva hasta',
    fileName: 'Archivo',
    timeRange: 'Pedida entre',
  },
  rows_one: '{{count}} fila',
  rows_other: '{{count}} filas',
  progressOf: '{{done}} de {{total}}',
  failed: 'La exportación falló: {{reason}}',
  action: { download: 'Descargar' },
  entity: 'exportación',
};
export default es;
