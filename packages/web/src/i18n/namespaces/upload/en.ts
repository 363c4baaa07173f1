/** Texts of the upload components. */
const en = {
  upload: 'Upload',
  uploading: 'Uploading…',
  preview: 'Preview',
  remove: 'Remove',
  hint: '{{types}}, at most {{size}} MB',
  hintCount: '{{types}}, at most {{size}} MB, up to {{count}} files',
  tooMany: 'At most {{count}} files can be added.',
  failed: 'Upload failed',
};
export default en;
