/** The kebab-case name a menu stores for an antd icon component name ("UserOutlined" → "user"). */
export function iconNameOf(component: string): string {
  return component
    .replace(/Outlined$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The antd component name of a stored icon name ("bar-chart" → "BarChartOutlined"). */
export function iconComponentOf(name: string): string {
  const base = name.replace(/-outlined$/i, '');
  return `${base
    .split('-')
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('')}Outlined`;
}
