import { SITE_PERMS, type SiteListQuery, type Site, siteListSchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { ExportKind } from '../../platform/exports/kind.js';
import { dictLabeler } from '../dicts/index.js';
import { siteExportColumns } from './excel.js';
import { SITE_DEFAULT_ORDER, siteFilter, siteQuery, toSites } from './sites.js';

/** The point list's export, run by the export centre: the list's filters in the caller's scope. */
export const siteExportKind: ExportKind<SiteListQuery, Site> = {
  kind: 'points',
  permission: SITE_PERMS.export,
  query: siteListSchema,
  fileName: texts('points:site.title'),
  columnChoice: true,
  async plan({ db, user, lang }, query) {
    const where = await siteFilter(db, query, user);
    return {
      columns: siteExportColumns(await dictLabeler(db, 'site_scenario', lang)),
      batch: async ({ offset, limit }) =>
        toSites(
          db,
          (await siteQuery(db)
            .where(where)
            .orderBy(...SITE_DEFAULT_ORDER)
            .limit(limit)
            .offset(offset)) as Parameters<typeof toSites>[1],
          lang,
        ),
    };
  },
};
