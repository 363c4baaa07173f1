import { POINT_API, POINT_LIMITS, type Site } from '@vr/contracts';
import { Form } from 'antd';
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
  // A new point and an import go to the customer chosen in the filter bar.
  const searchOrgId = Form.useWatch('orgId', state.searchForm) as number | undefined;
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
        url={searchOrgId ? `${POINT_API.siteImport}?orgId=${searchOrgId}` : POINT_API.siteImport}
        templateUrl={POINT_API.siteTemplate}
        templateName="points_template"
        maxRows={POINT_LIMITS.importMaxRows}
        onDone={state.afterChange}
      />
    </ListPage>
  );
}
