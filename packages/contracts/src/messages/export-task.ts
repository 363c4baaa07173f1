import type { Translations } from '../i18n.js';

/** Messages of the export centre. */
export const exportTaskMessages = {
  exportUnknownKind: {
    en: 'There is no export of this kind.',
    zh: '没有这种导出类型',
    es: 'No existe una exportación de este tipo.',
    ja: 'この種類のエクスポートはありません。',
  },
  exportUnknownColumn: {
    en: 'This export has no column "{key}".',
    zh: '该导出没有列“{key}”',
    es: 'Esta exportación no tiene la columna «{key}».',
    ja: 'このエクスポートに列「{key}」はありません。',
  },
  exportStarted: {
    en: 'Export started: follow it under Reports → Export download.',
    zh: '导出已开始，请到 报表中心 → 导出下载 查看',
    es: 'Exportación iniciada: síguela en Informes → Descargas de exportación.',
    ja: 'エクスポートを開始しました。レポート → エクスポートのダウンロード で確認できます。',
  },
  exportFailed: {
    en: 'Export failed: {reason}',
    zh: '导出失败：{reason}',
    es: 'La exportación falló: {reason}',
    ja: 'エクスポートに失敗しました：{reason}',
  },
  exportNotReady: {
    en: 'This export is not finished yet.',
    zh: '该导出尚未完成',
    es: 'Esta exportación aún no ha terminado.',
    ja: 'このエクスポートはまだ完了していません。',
  },
  exportExpired: {
    en: 'This export has expired and its file was deleted: export again.',
    zh: '该导出已过期，文件已删除，请重新导出',
    es: 'Esta exportación ha caducado y su archivo se eliminó: vuelve a exportar.',
    ja: 'このエクスポートは期限切れでファイルは削除されました。もう一度エクスポートしてください。',
  },
  exportInterrupted: {
    en: 'the server stopped while writing the file',
    zh: '写入文件时服务器已停止',
    es: 'el servidor se detuvo mientras escribía el archivo',
    ja: 'ファイルの書き込み中にサーバーが停止しました',
  },
  exportNoDevicesFound: {
    en: 'No devices match: nothing to export.',
    zh: '没有符合条件的设备，无可导出',
    es: 'Ningún dispositivo coincide: no hay nada que exportar.',
    ja: '該当するデバイスがないため、エクスポートできません。',
  },
} satisfies Record<string, Translations>;
