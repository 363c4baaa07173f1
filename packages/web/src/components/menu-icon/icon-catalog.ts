import type { ComponentType } from 'react';

/**
 * Every outlined icon of @ant-design/icons, keyed by component name ("UserOutlined"). Imported
 * only through `import('./icon-catalog')`, so the icons form one chunk fetched when the picker
 * first opens; icons the app imports elsewhere stay shared.
 */
const modules = import.meta.glob<ComponentType>('../../../../../node_modules/@ant-design/icons/es/icons/*Outlined.js', {
  eager: true,
  import: 'default',
});

export const ICONS: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(modules).map(([path, component]) => [path.slice(path.lastIndexOf('/') + 1, -'.js'.length), component]),
);
