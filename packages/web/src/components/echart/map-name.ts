/** The name the bundled world map is registered under in ECharts. */
export const WORLD_MAP = 'world';
