/** The organisation tree select and side panel. */
const en = {
  label: 'Organisation',
  placeholder: 'Select an organisation',
  search: 'Search organisations',
  loadMore: 'Load more',
  noMatch: 'No organisation matches',
  all: 'All organisations',
  kind: {
    platform: 'Platform',
    customer: 'Customer',
    department: 'Department',
    store: 'Store',
  },
};
export default en;
