import type { Translations } from '../i18n.js';

/** Messages of uploads (the English texts keep the original product's wording). */
export const uploadMessages = {
  uploadOnlyJpgPngGif: {
    en: 'Only JPG/PNG/GIF images are allowed',
    zh: '只能上传 JPG/PNG/GIF 格式的图片',
    es: 'Solo se permiten imágenes JPG/PNG/GIF',
    ja: 'JPG/PNG/GIF 画像のみアップロードできます',
  },
  uploadOnlyPngJpgBmp: {
    en: 'Only PNG/JPG/BMP images are allowed',
    zh: '只能上传 PNG/JPG/BMP 格式的图片',
    es: 'Solo se permiten imágenes PNG/JPG/BMP',
    ja: 'PNG/JPG/BMP 画像のみアップロードできます',
  },
  uploadOnlyMp4: {
    en: 'Only MP4 videos are allowed',
    zh: '只能上传 MP4 格式的视频',
    es: 'Solo se permiten vídeos MP4',
    ja: 'MP4 動画のみアップロードできます',
  },
  uploadTooLarge: {
    en: 'File size must not exceed {n} MB!',
    zh: '上传文件大小不能超过 {n} MB!',
    es: '¡El tamaño del archivo no debe superar {n} MB!',
    ja: 'ファイルサイズは {n} MB を超えてはいけません！',
  },
  uploadFileRequired: {
    en: 'Choose a file to upload.',
    zh: '请选择要上传的文件',
    es: 'Elija un archivo para subir.',
    ja: 'アップロードするファイルを選択してください。',
  },
  uploadUnknownUse: {
    en: 'Uploads for "{use}" are not accepted.',
    zh: '不支持“{use}”的上传',
    es: 'No se aceptan subidas para "{use}".',
    ja: '「{use}」へのアップロードは受け付けていません。',
  },
  uploadNotFound: {
    en: 'There is no such uploaded file.',
    zh: '文件不存在',
    es: 'No existe ese archivo subido.',
    ja: '該当するアップロードファイルはありません。',
  },
  uploadFailed: {
    en: 'The upload failed: {reason}',
    zh: '上传失败：{reason}',
    es: 'La subida ha fallado: {reason}',
    ja: 'アップロードに失敗しました：{reason}',
  },
} satisfies Record<string, Translations>;
