/** Texts of the upload components. */
const en = {
  upload: 'Upload',
  uploading: 'Uploading…',
  preview: 'Preview',
  remove: 'Remove',
  hint: '{{types}}, at most {{size}} MB',
  hintCount_one: '{{types}}, at most {{size}} MB, up to {{count}} file',
  hintCount_other: '{{types}}, at most {{size}} MB, up to {{count}} files',
  tooMany_one: 'At most {{count}} file can be added.',
  tooMany_other: 'At most {{count}} files can be added.',
  failed: 'Upload failed',
};
export default en;
