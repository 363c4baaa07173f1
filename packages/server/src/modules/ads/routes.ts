import {
  ADVERTISEMENT_API,
  AD_LIST_API,
  AD_MATERIAL_PERMS,
  AD_RELEASE_PERMS,
  adIdSchema,
  adMachineListSchema,
  adMaterialListSchema,
  adMaterialSaveSchema,
  adReleaseListSchema,
  adReleaseSaveSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { publicBaseUrl } from '../../platform/http/public-url.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { keptListRoute } from '../../platform/routes/kept.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { orgs } from '../../platform/identity/schema.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { editRelease } from './edit.js';
import { deleteMaterial, listMaterials, materialDetail, saveMaterial } from './materials.js';
import { createRelease, listReleaseMachines, listReleases, releaseDetail, retryRelease, withdrawRelease } from './releases.js';
import { adMaterials, adReleaseStateCounts, adReleases } from './schema.js';
import { sites } from '../points/index.js';
import { businessToday } from '../../platform/settings/time-zone.js';

const tags = ['advertising'];
const audit = auditOf('ad');
/**
 * A release's writes commit in their own transaction before its machines are sent their playlists:
 * a machine's acknowledgement, written by the gateway through its own connection, must find them.
 */
const pushes = { tags, transaction: false } as const;

/** Advertising: materials (/api/Advertisement/*) and their releases to machines (/api/AdList/*). */
export async function adRoutes(base: FastifyInstance, { db, config, deviceLink }: ModuleContext): Promise<void> {
  const baseUrl = () => publicBaseUrl(base, config);

  keptListRoute(
    base,
    {
      url: ADVERTISEMENT_API.list,
      access: AD_MATERIAL_PERMS.list,
      tags,
      summary: 'Ad materials of the caller’s scope (name, kind, customer), newest first',
      querystring: adMaterialListSchema,
    },
    // Each row counts the releases using it that are still running today.
    { tables: [adMaterials, adReleases, orgs, sysConfigs], perCaller: true, dependsOn: () => businessToday(db) },
    (query, auth) => listMaterials(db, auth, query),
  );
  readRoute(
    base,
    { url: ADVERTISEMENT_API.detail, access: AD_MATERIAL_PERMS.list, tags, summary: 'One ad material', querystring: adIdSchema },
    ({ id }, auth) => materialDetail(db, auth, id),
  );
  commandRoute(
    base,
    {
      url: ADVERTISEMENT_API.save,
      access: { create: AD_MATERIAL_PERMS.add, update: AD_MATERIAL_PERMS.edit, idField: 'id' },
      audit: audit('saveAdMaterial'),
      tags,
      summary: 'Add (no id) or change an ad material; its file is an upload of the advertising use of its kind',
      body: adMaterialSaveSchema,
    },
    (body, auth, { lang }) => saveMaterial(db, auth, body, lang),
  );
  commandRoute(
    base,
    {
      url: ADVERTISEMENT_API.delete,
      access: AD_MATERIAL_PERMS.remove,
      audit: audit('deleteAdMaterial'),
      tags,
      summary: 'Delete an ad material no active release uses',
      body: adIdSchema,
    },
    ({ id }, auth) => deleteMaterial(db, auth, id),
  );

  keptListRoute(
    base,
    {
      url: AD_LIST_API.list,
      access: AD_RELEASE_PERMS.list,
      tags,
      summary: 'Ad releases of the caller’s scope with their machines counted by state, newest first',
      querystring: adReleaseListSchema,
    },
    // A release has ended once its last day is past; its machines' counts change as they acknowledge.
    {
      tables: [adReleases, adMaterials, adReleaseStateCounts, sites, orgs, sysConfigs],
      perCaller: true,
      dependsOn: () => businessToday(db),
    },
    (query, auth) => listReleases(db, auth, query),
  );
  readRoute(
    base,
    { url: AD_LIST_API.detail, access: AD_RELEASE_PERMS.list, tags, summary: 'One ad release with its counts', querystring: adIdSchema },
    ({ id }, auth) => releaseDetail(db, auth, id),
  );
  listRoute(
    base,
    {
      url: AD_LIST_API.machines,
      access: AD_RELEASE_PERMS.list,
      tags,
      summary: 'One release’s machines the caller sees: state, the machine’s reason, plays, what it shows',
      querystring: adMachineListSchema,
    },
    (query, auth) => listReleaseMachines(db, auth, query),
  );
  commandRoute(
    base,
    {
      url: AD_LIST_API.save,
      access: { create: AD_RELEASE_PERMS.add, update: AD_RELEASE_PERMS.edit, idField: 'id' },
      audit: audit('createAdRelease'),
      ...pushes,
      summary:
        'Release a material to machines or points (no id), or change an active release (id): its machines affected are sent their playlist now',
      body: adReleaseSaveSchema,
    },
    ({ id, ...body }, auth) =>
      id ? editRelease(db, deviceLink, auth, { ...body, id }, baseUrl()) : createRelease(db, deviceLink, auth, body, baseUrl()),
  );
  commandRoute(
    base,
    {
      url: AD_LIST_API.retry,
      access: AD_RELEASE_PERMS.retry,
      audit: audit('retryAdRelease'),
      ...pushes,
      summary: 'Send the release again to its failed machines',
      body: adIdSchema,
    },
    ({ id }, auth) => retryRelease(db, deviceLink, auth, id, baseUrl()),
  );
  commandRoute(
    base,
    {
      url: AD_LIST_API.withdraw,
      access: AD_RELEASE_PERMS.withdraw,
      audit: audit('withdrawAdRelease'),
      ...pushes,
      summary: 'Withdraw a release: its machines are sent their playlist without it',
      body: adIdSchema,
    },
    ({ id }, auth) => withdrawRelease(db, deviceLink, auth, id, baseUrl()),
  );
}
