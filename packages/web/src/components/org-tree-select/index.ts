export { OrgTreeSelect, type OrgTreeSelectProps } from './OrgTreeSelect';
export { OrgTree, type OrgTreeProps } from './OrgTree';
export { ORG_TREE_QUERY_KEY, fetchOrgTreePage, orgNameOf, useDebounced, useOrgTree } from './use-org-tree';
export { allIds, mergeTrees, namesOf } from './org-tree';
export { useChoosesCustomer } from './chooses-customer';
