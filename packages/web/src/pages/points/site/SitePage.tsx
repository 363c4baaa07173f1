import { POINT_API, POINT_LIMITS, type Site } from '@vr/contracts';
import { Form } from 'antd';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useUserStore } from '../../../stores/user';
import {
  ImportDialog,
  ListPage,
  ListScreenForm,
  ListScreenSearch,
  ListScreenTable,
  type ListScreenState,
  useListScreen,
} from '../../../components/list-page';
import { newSite, siteScreen, siteValues } from './site-screen';

/** Points → Points: the sites where devices stand (region, map coordinates, partition, route), with import and export. */
export default function SitePage() {
  const state = useListScreen(siteScreen) as unknown as ListScreenState<Site>;
  // A new point starts in the customer chosen in the filter bar; so does the import's customer.
  const searchOrgId = Form.useWatch('orgId', state.searchForm) as number | undefined;
  // An account of a customer imports into its own customer: only the platform's accounts choose one.
  const choosesCustomer = useUserStore((s) => s.session?.userInfo.customerOrgId === null);
  const form = { ...siteScreen.form!, initialValues: (row: Site | null) => (row ? siteValues(row) : newSite(searchOrgId)) };
  const withCustomer = { ...state, screen: { ...state.screen, form } };
  return (
    <ListPage testId="point-site-page" search={<ListScreenSearch state={state} />}>
      <ListScreenTable state={state} />
      <ListScreenForm state={withCustomer} />
      <ImportDialog
        open={state.importing}
        onClose={() => state.setImporting(false)}
        name={state.text('points:site.importName')}
        url={POINT_API.siteImport}
        fields={
          choosesCustomer && (
            <Form.Item
              name="orgId"
              label={state.text('points:field.customer')}
              extra={state.text('points:hint.importCustomer')}
              rules={[{ required: true, message: state.text('points:hint.importCustomerRequired') }]}
            >
              <OrgTreeSelect />
            </Form.Item>
          )
        }
        initialValues={{ orgId: searchOrgId }}
        templateUrl={POINT_API.siteTemplate}
        templateName="points_template"
        maxRows={POINT_LIMITS.importMaxRows}
        onDone={state.afterChange}
      />
    </ListPage>
  );
}
