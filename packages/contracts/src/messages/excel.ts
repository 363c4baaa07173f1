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
    en: 'The file has more than {max} rows; at most {max} can be imported at once. Split it into smaller files.',
    zh: '文件超过 {max} 行，一次最多导入 {max} 行，请拆分为多个文件',
    es: 'El archivo tiene más de {max} filas; como máximo se pueden importar {max} a la vez. Divídalo en archivos más pequeños.',
    ja: 'ファイルが {max} 行を超えています。一度にインポートできるのは最大 {max} 行です。複数のファイルに分けてください。',
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
  importDone_one: {
    en: '{count} row imported.',
    zh: '成功导入 {count} 条数据',
    es: 'Se importó {count} fila.',
    ja: '{count} 行をインポートしました。',
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
  importUnpackedTooLarge: {
    en: 'The file unpacks to more than {mb} MB or is compressed far more than a normal workbook; it was not read.',
    zh: '文件解压后超过 {mb} MB，或压缩比异常，未予读取',
    es: 'El archivo descomprimido supera los {mb} MB o está comprimido mucho más que un libro normal; no se ha leído.',
    ja: 'ファイルは展開すると {mb} MB を超えるか、通常のブックより極端に圧縮されているため、読み込みませんでした。',
  },
  importUnreadable: {
    en: 'The file could not be read within the time and memory allowed. Split it into smaller files.',
    zh: '无法在允许的时间和内存内读取该文件，请拆分为多个较小的文件',
    es: 'No se pudo leer el archivo dentro del tiempo y la memoria permitidos. Divídalo en archivos más pequeños.',
    ja: '許可された時間とメモリ内でファイルを読み込めませんでした。小さなファイルに分けてください。',
  },
  importBusyUser: {
    en: 'Your previous import is still running. Try again when it has finished.',
    zh: '您的上一次导入仍在进行，请在完成后重试',
    es: 'Su importación anterior aún está en curso. Vuelva a intentarlo cuando haya terminado.',
    ja: '前回のインポートがまだ実行中です。完了してから再度お試しください。',
  },
  importBusyServer: {
    en: 'The server is busy with other imports. Try again in a moment.',
    zh: '服务器正在处理其他导入，请稍后重试',
    es: 'El servidor está ocupado con otras importaciones. Vuelva a intentarlo en un momento.',
    ja: 'サーバーは他のインポートを処理中です。しばらくしてから再度お試しください。',
  },
  importFormulaWithoutValue: {
    en: 'the formula has no saved result; open the file in Excel, save it and import it again',
    zh: '公式没有已保存的计算结果，请在 Excel 中打开并保存后重新导入',
    es: 'la fórmula no tiene un resultado guardado; abra el archivo en Excel, guárdelo e impórtelo de nuevo',
    ja: '数式に保存された結果がありません。Excel でファイルを開いて保存し、再度インポートしてください',
  },
} satisfies Record<string, Translations>;
