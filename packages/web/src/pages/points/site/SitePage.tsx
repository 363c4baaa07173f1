import { ListScreen } from '../../../components/list-page';
import { siteScreen } from './site-screen';

/** Points → Points: the sites where devices stand (region, map coordinates, partition, route), with import and export. */
export default function SitePage() {
  return <ListScreen screen={siteScreen} />;
}
