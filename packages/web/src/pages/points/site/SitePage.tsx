import {
  ListPage,
  ListScreenForm,
  ListScreenImport,
  ListScreenSearch,
  ListScreenTable,
  useListScreen,
} from '../../../components/list-page';
import { siteScreen } from './site-screen';

/** Points → Points: the sites where devices stand (region, map coordinates, partition, route), with import and export. */
export default function SitePage() {
  const state = useListScreen(siteScreen);
  return (
    <ListPage testId="point-site-page" search={<ListScreenSearch state={state} />}>
      <ListScreenTable state={state} />
      <ListScreenForm state={state} />
      <ListScreenImport state={state} />
    </ListPage>
  );
}
