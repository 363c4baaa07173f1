import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const modulesDir = new URL('./', import.meta.url);

/** Every source file of an area (tests left out), as a path under its folder. */
function sourceFiles(area: string, under = ''): string[] {
  return readdirSync(new URL(`${area}/${under}`, modulesDir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${under}${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(area, `${path}/`);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Area → the other areas its files import (types too), read from the import statements. */
function areaImports(): Map<string, Set<string>> {
  const areas = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph = new Map<string, Set<string>>();
  for (const area of areas) {
    const uses = new Set<string>();
    for (const file of sourceFiles(area)) {
      const depth = file.split('/').length - 1;
      const up = '../'.repeat(depth + 1);
      const text = readFileSync(new URL(`${area}/${file}`, modulesDir), 'utf8');
      for (const match of text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(?\s*'([^']+)'/g)) {
        const spec = match[1] ?? match[2];
        if (!spec?.startsWith(up)) continue;
        const other = spec.slice(up.length).split('/')[0]!;
        if (other !== area && areas.includes(other)) uses.add(other);
      }
    }
    graph.set(area, uses);
  }
  return graph;
}

/** One circle of areas (its first area repeated at the end), or null when there is none. */
function findCircle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (area: string): string[] | null => {
    const at = path.indexOf(area);
    if (at >= 0) return [...path.slice(at), area];
    if (done.has(area)) return null;
    path.push(area);
    for (const other of graph.get(area) ?? []) {
      const circle = visit(other);
      if (circle) return circle;
    }
    path.pop();
    done.add(area);
    return null;
  };
  for (const area of graph.keys()) {
    const circle = visit(area);
    if (circle) return circle;
  }
  return null;
}

describe('business areas', () => {
  it('import one another without circles: a lower area learns from a higher one through a provider', () => {
    const graph = areaImports();
    expect([...graph.values()].some((uses) => uses.size > 0)).toBe(true);
    expect(findCircle(graph), 'areas that import one another in a circle').toBeNull();
  });

  it('a circle is found when there is one', () => {
    const graph = new Map([
      ['orgs', new Set(['devices'])],
      ['devices', new Set(['points'])],
      ['points', new Set(['devices'])],
    ]);
    expect(findCircle(graph)).toEqual(['devices', 'points', 'devices']);
  });
});
