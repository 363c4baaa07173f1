import type en from './en';

const zh: typeof en = {
  upload: '上传',
  uploading: '上传中…',
  preview: '预览',
  remove: '删除',
  hint: '{{types}}，不超过 {{size}} MB',
  hintCount_one: '{{types}}，不超过 {{size}} MB，最多 {{count}} 个',
  hintCount_other: '{{types}}，不超过 {{size}} MB，最多 {{count}} 个',
  tooMany_one: '最多只能上传 {{count}} 个文件',
  tooMany_other: '最多只能上传 {{count}} 个文件',
  failed: '上传失败',
};
export default zh;
