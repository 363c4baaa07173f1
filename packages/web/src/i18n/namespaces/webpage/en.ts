/** Texts of the customer web page links (System → Web pages, and the header dropdown). */
const en = {
  title: 'Web pages',
  entity: 'web page',
  field: {
    pageId: 'ID',
    pageName: 'Page name',
    pageLink: 'Link',
    customer: 'Customer',
    sort: 'Display order',
    updatedAt: 'Updated',
  },
  hint: {
    customer: 'Leave empty to add the link to your own customer.',
    pageLink: 'A full address starting with http:// or https://; it opens in a new tab.',
    sort: 'Smaller numbers come first; 100 when left empty.',
  },
  open: 'Open',
};
export default en;
