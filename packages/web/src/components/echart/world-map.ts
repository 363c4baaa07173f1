import type { EChartsCore } from './echarts-setup';
import { WORLD_MAP } from './map-name';

let registered: Promise<void> | null = null;

/**
 * Registers the bundled world map (Natural Earth countries, China drawn after its official map)
 * once; its GeoJSON is a chunk of its own, fetched only when a map is first shown.
 */
export function registerWorldMap(echarts: EChartsCore): Promise<void> {
  registered ??= import('@surbowl/world-geo-json-zh').then(({ default: world }) => {
    // No machine stands in Antarctica: leaving it out gives the inhabited land the room.
    const features = world.features.filter((f) => f.properties.iso_a2 !== 'AQ');
    echarts.registerMap(WORLD_MAP, { ...world, features } as Parameters<EChartsCore['registerMap']>[1]);
  });
  return registered;
}
