/** Texts of System → Notices, the header bell and the rich-text editor. */
const en = {
  entity: 'notice',
  field: {
    noticeTitle: 'Title',
    noticeType: 'Type',
    noticeContent: 'Content',
    status: 'Status',
    targets: 'Target organisations',
    createBy: 'Author',
    createTime: 'Created',
  },
  type: { notice: 'Notice', announcement: 'Announcement' },
  status: { published: 'Published', closed: 'Closed' },
  everyone: 'Everyone',
  hint: {
    targets:
      'The notice reaches these organisations and everything below them. Leave empty to address everyone (platform administrators only).',
    status: 'Only published notices reach their readers.',
  },
  bell: {
    label: 'Notices',
    empty: 'No unread notices',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    read: 'Read',
  },
  preview: 'Preview',
  editor: {
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    bulleted: 'Bulleted list',
    numbered: 'Numbered list',
    link: 'Link',
    linkPrompt: 'Link address (http:// or https://)',
    linkInvalid: 'Enter an address starting with http:// or https://',
    image: 'Image',
    clear: 'Clear formatting',
    placeholder: 'Write the notice…',
  },
};
export default en;
