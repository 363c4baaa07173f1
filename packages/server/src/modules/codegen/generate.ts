import type { GenFile, GenTableDetail } from '@vr/contracts';
import { modelOf } from './model.js';

export { GENERATED_MARK } from './model.js';
import { contractsFiles } from './templates/contracts.js';
import { serverFiles } from './templates/server.js';
import { webFiles } from './templates/web.js';

/** The line that adds a generated area to the server's list of areas (`modules/index.ts`). */
export const areaLine = (area: string) => `  import('./${area}/index.js'),`;

/**
 * Every file of the area generated from a table: contracts (schemas, types, permissions, screens,
 * texts in every language), the server's area (table, service, routes, menu, access cases, API
 * test) and the web's (its list screen and form), plus a note of the steps left to the developer.
 */
export function generateArea(table: GenTableDetail): GenFile[] {
  const m = modelOf(table);
  const readme = `# ${m.business} (${m.area})

Generated from the table \`${m.table}\`${m.author ? ` by ${m.author}` : ''}.

1. Add the area to \`packages/server/src/modules/index.ts\`:

   \`\`\`ts
${areaLine(m.area)}
   \`\`\`

2. Write the migration of its table: \`cd packages/server && npx drizzle-kit generate --name ${m.area}\`.
3. Restart the server: the menu System → ${m.business} appears for the roles granted its permissions.
`;
  return [...contractsFiles(m), ...serverFiles(m), ...webFiles(m), { path: `GENERATED-${m.area}.md`, content: readme }];
}
