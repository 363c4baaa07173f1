import { POINT_API, POINT_ENDPOINTS, ZONE_PERMS, type Zone, zoneSaveSchema } from '@vr/contracts';
import { post } from '../../../api/request';
import { createTimeColumn, defineScreen, ListScreen, remarkColumn } from '../../../components/list-page';
import { nameAndCustomerColumns, pointScreen, siteCountColumn } from '../components';
import { confirmZoneDelete } from './confirm-zone-delete';
import { ZoneFields } from './ZoneFields';
import { ZoneRecipients } from './ZoneRecipients';

const recipientsOf = (zone: Zone) =>
  zone.recipients.map((r) => ({
    userId: r.userId ?? undefined,
    recipientName: r.recipientName,
    phone: r.phone ?? undefined,
    email: r.email ?? undefined,
    alarmKinds: r.alarmKinds,
  }));

const zoneScreen = defineScreen({
  endpoint: POINT_ENDPOINTS.zoneList,
  ...pointScreen('zone', ZONE_PERMS),
  columns: [
    ...nameAndCustomerColumns<Zone>('zoneName', 160),
    {
      key: 'recipients',
      priority: 3,
      label: 'points:field.recipients',
      width: 280,
      ellipsis: true,
      render: (row) => <ZoneRecipients recipients={row.recipients} />,
    },
    siteCountColumn(),
    { key: 'routeCount', priority: 3, label: 'points:field.routes', width: 90, align: 'right' },
    remarkColumn({ width: 180 }),
    createTimeColumn({ priority: 4, width: 170 }),
  ],
  toolbar: ['add', 'batchDelete'],
  rowActions: ['edit', 'delete'],
  // Deleting partitions removes their alarm recipients too: the confirmation counts them.
  remove: { confirm: (rows, ctx) => confirmZoneDelete(rows, ctx.text, ctx.afterChange) },
  form: {
    schema: zoneSaveSchema,
    entity: 'points:zone.entity',
    size: 720,
    fields: (row) => <ZoneFields zone={row} />,
    initialValues: (row) =>
      row
        ? { orgId: row.orgId, zoneName: row.zoneName, remark: row.remark ?? undefined, recipients: recipientsOf(row) }
        : { recipients: [] },
    create: (values) => post(POINT_API.zoneSave, values),
    update: (row, values) => post(POINT_API.zoneSave, { ...values, id: row.id }),
  },
});

/** Points → Partitions: a customer's zones and the people their alarms go to. */
export default function ZonePage() {
  return <ListScreen screen={zoneScreen} />;
}
