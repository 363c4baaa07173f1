import { ADVERTISEMENT_API, AD_LIST_API, AD_MATERIAL_PERMS, AD_RELEASE_PERMS } from '@vr/contracts';
import { and, count, eq } from 'drizzle-orm';
import { type AccessModule, type ScopeContext, saveChecks } from '../../test/access-matrix.js';
import { getWith, listed, rowStill, send } from '../../test/access-cases.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { adMaterials, adReleaseDevices, adReleases } from './schema.js';

const perms = [...Object.values(AD_MATERIAL_PERMS), ...Object.values(AD_RELEASE_PERMS)];

const harborMaterial = async (ctx: ScopeContext) => {
  const [row] = await ctx.db
    .insert(adMaterials)
    .values({ orgId: ctx.orgs.harbor, name: 'Harbor probe', kind: 'image', url: '/api/files/probe.jpg', size: 10 })
    .returning({ id: adMaterials.id });
  return row!.id;
};

/** An active Harbor Drinks Ltd. release of one Harbor machine, which failed there. */
const harborRelease = async (ctx: ScopeContext) => {
  const materialId = await harborMaterial(ctx);
  const machine = await insertTestDevice(ctx.db, ctx.orgs.harbor);
  const [row] = await ctx.db
    .insert(adReleases)
    .values({
      orgId: ctx.orgs.harbor,
      name: 'Harbor release',
      materialId,
      beginDate: '2020-01-01',
      endDate: '2999-12-31',
      hourFrom: '00:00',
      hourTo: '24:00',
    })
    .returning({ id: adReleases.id });
  await ctx.db.insert(adReleaseDevices).values({ releaseId: row!.id, deviceId: machine.id, state: 'failed', reason: 'probe' });
  return row!.id;
};

/** Advertising: Demo Coffee Co.'s ops neither sees Harbor Drinks Ltd.'s materials and releases nor changes them. */
export const accessCases: AccessModule = {
  module: 'ads',
  checkedLater: {
    [`POST ${ADVERTISEMENT_API.save}`]: saveChecks(
      { name: 'Probe', kind: 'image', url: '/api/files/probe.jpg' },
      { create: AD_MATERIAL_PERMS.add, update: AD_MATERIAL_PERMS.edit, idField: 'id' },
    ),
    [`POST ${AD_LIST_API.save}`]: saveChecks(
      { name: 'Probe', materialId: 1, deviceIds: [1], beginDate: '2099-01-01', endDate: '2099-01-02' },
      { create: AD_RELEASE_PERMS.add, update: AD_RELEASE_PERMS.edit, idField: 'id' },
    ),
  },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. ad material',
      permissions: perms,
      foreignRow: harborMaterial,
      list: listed(`${ADVERTISEMENT_API.list}?limit=1000`),
      detail: getWith(ADVERTISEMENT_API.detail),
      update: send('POST', ADVERTISEMENT_API.save, (id) => ({ id, name: 'Taken over', kind: 'image', url: '/api/files/probe.jpg' })),
      remove: send('POST', ADVERTISEMENT_API.delete, (id) => ({ id })),
      unchanged: rowStill(adMaterials, adMaterials.id, (row) => row.name === 'Harbor probe'),
    },
    {
      name: 'a Harbor Drinks Ltd. ad release',
      permissions: perms,
      foreignRow: harborRelease,
      list: listed(`${AD_LIST_API.list}?limit=1000`),
      detail: getWith(AD_LIST_API.detail),
      update: send('POST', AD_LIST_API.retry, (id) => ({ id })),
      remove: send('POST', AD_LIST_API.withdraw, (id) => ({ id })),
      unchanged: async (ctx, id) => {
        const [release] = await ctx.db
          .select()
          .from(adReleases)
          .where(eq(adReleases.id, Number(id)));
        const [failed] = await ctx.db
          .select({ n: count() })
          .from(adReleaseDevices)
          .where(and(eq(adReleaseDevices.releaseId, Number(id)), eq(adReleaseDevices.state, 'failed')));
        return release?.status === 'active' && failed?.n === 1;
      },
    },
    {
      name: 'a Harbor Drinks Ltd. ad release edited',
      permissions: perms,
      foreignRow: harborRelease,
      update: send('POST', AD_LIST_API.save, (id) => ({
        id,
        name: 'Taken over',
        materialId: 1,
        siteIds: [1],
        beginDate: '2099-01-01',
        endDate: '2099-01-02',
      })),
      unchanged: async (ctx, id) => {
        const [release] = await ctx.db
          .select()
          .from(adReleases)
          .where(eq(adReleases.id, Number(id)));
        return release?.name === 'Harbor release' && release.siteIds === null;
      },
    },
    {
      name: 'a Harbor Drinks Ltd. ad release’s machines',
      permissions: perms,
      foreignRow: harborRelease,
      detail: (id) => ({ method: 'GET', url: `${AD_LIST_API.machines}?id=${id}` }),
    },
    {
      name: 'a Harbor Drinks Ltd. material released to Demo machines',
      permissions: perms,
      foreignRow: harborMaterial,
      update: send('POST', AD_LIST_API.save, (id) => ({
        name: 'Stolen',
        materialId: id,
        siteIds: [1],
        beginDate: '2099-01-01',
        endDate: '2099-01-02',
      })),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select({ n: count() })
            .from(adReleases)
            .where(eq(adReleases.materialId, Number(id)))
        )[0]!.n === 0,
    },
  ],
};
