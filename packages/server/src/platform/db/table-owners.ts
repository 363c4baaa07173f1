import { readFileSync, readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Which code owns each table, read from the schema files: an area owns the tables its folder's
 * `schema.ts` declares; the platform owns those of its own schema files, except the ones an area
 * manages (below). The ownership test checks the writes against it; code generation offers only
 * the tables nobody owns. Read from the files (sources in tests, the build's `.js` at run time),
 * so this file imports no area.
 */

/** The server's source root: `src/` under tests, `dist/` when built. */
export const SERVER_ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

/**
 * The platform's tables that an area owns: the area that manages them writes them; the platform
 * only reads them (its schema files hold them because the platform's sign-in and scopes read them).
 */
export const AREA_OWNED_PLATFORM_TABLES: Record<string, string> = {
  sys_user: 'users',
  sys_org: 'orgs',
  sys_role: 'roles',
  sys_role_menu: 'roles',
  sys_role_org: 'roles',
  sys_user_role: 'roles',
  sys_config: 'configs',
};

/** Code files under `dir`: sources, or the build's scripts (never type declarations). */
export function codeFiles(dir: string, test: (name: string) => boolean = () => true): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return codeFiles(path, test);
    return /\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && test(entry.name) ? [path] : [];
  });
}

/** The owner of code at a path under the root: the area of `modules/<area>/…`, else the platform. */
export function ownerOfPath(path: string): string {
  const [top, area] = path.split('/');
  return top === 'modules' ? area! : 'platform';
}

export interface TableInfo {
  sqlName: string;
  owner: string;
}

export interface TableOwners {
  /** drizzle table constant → its SQL name and owner. */
  byConst: Map<string, TableInfo>;
  /** SQL name → owner. */
  bySql: Map<string, string>;
}

/** drizzle table constants and SQL names → their owner, read from every schema file under `root`. */
export function tableOwners(root = SERVER_ROOT, files = codeFiles(root, (name) => /^schema\.(ts|js)$/.test(name))): TableOwners {
  const byConst = new Map<string, TableInfo>();
  const bySql = new Map<string, string>();
  for (const file of files.filter((f) => /\/schema\.(ts|js)$/.test(f))) {
    const path = relative(root, file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      const owner = AREA_OWNED_PLATFORM_TABLES[m[2]!] ?? ownerOfPath(path);
      byConst.set(m[1]!, { sqlName: m[2]!, owner });
      bySql.set(m[2]!, owner);
    }
  }
  return { byConst, bySql };
}
