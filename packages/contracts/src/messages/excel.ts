import type { Translations } from '../i18n.js';

/** Messages of Excel import and export (platform/excel). */
export const excelMessages = {
  importFileMissing: {
    en: 'Choose an .xlsx file to import.',
    zh: '请选择要导入的 .xlsx 文件',
    es: 'Elija un archivo .xlsx para importar.',
    ja: 'インポートする .xlsx ファイルを選択してください。',
  },
  importNotXlsx: {
    en: 'The file is not an Excel workbook (.xlsx).',
    zh: '文件不是 Excel 工作簿（.xlsx）',
    es: 'El archivo no es un libro de Excel (.xlsx).',
    ja: 'ファイルが Excel ブック（.xlsx）ではありません。',
  },
  importTooLarge: {
    en: 'The file is larger than {mb} MB.',
    zh: '文件大小不能超过 {mb} MB',
    es: 'El archivo supera los {mb} MB.',
    ja: 'ファイルが {mb} MB を超えています。',
  },
  importTooManyRows: {
    en: 'The file has {count} rows; at most {max} can be imported at once.',
    zh: '文件共 {count} 行，一次最多导入 {max} 行',
    es: 'El archivo tiene {count} filas; como máximo se pueden importar {max} a la vez.',
    ja: 'ファイルは {count} 行あります。一度にインポートできるのは最大 {max} 行です。',
  },
  importEmpty: {
    en: 'The file has no data rows.',
    zh: '文件中没有数据行',
    es: 'El archivo no tiene filas de datos.',
    ja: 'ファイルにデータ行がありません。',
  },
  importColumnMissing: {
    en: 'The column "{column}" is missing from the header row. Use the template.',
    zh: '表头缺少“{column}”列，请使用导入模板',
    es: 'Falta la columna "{column}" en la fila de encabezado. Use la plantilla.',
    ja: 'ヘッダー行に「{column}」列がありません。テンプレートを使用してください。',
  },
  importRowErrors: {
    en: 'Problems found: {count}. Nothing was imported.',
    zh: '发现 {count} 处错误，未导入任何数据',
    es: 'Problemas encontrados: {count}. No se importó nada.',
    ja: '{count} 件の問題が見つかりました。何もインポートされていません。',
  },
  importDone: {
    en: '{count} rows imported.',
    zh: '成功导入 {count} 条数据',
    es: 'Se importaron {count} filas.',
    ja: '{count} 行をインポートしました。',
  },
  importDuplicateInFile: {
    en: 'repeats row {row}',
    zh: '与第 {row} 行重复',
    es: 'repite la fila {row}',
    ja: '{row} 行目と重複しています',
  },
} satisfies Record<string, Translations>;
