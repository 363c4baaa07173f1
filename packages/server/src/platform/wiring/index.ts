import type { AreaDefinition } from '../area.js';
import { connectSubscribers } from './events.js';
import { type Port, connectPort } from './ports.js';

export { defineEvent, inTransaction, listen, publish, subscribe, withOutbox, type DomainEvent, type Subscription } from './events.js';
export { definePort, provide, type Port, type Provision } from './ports.js';

export class WiringError extends Error {}

/**
 * Connects what the areas declare: every port an area `needs` to the one area that `provides` it,
 * and every event to the areas that `subscribe` to it. Refuses to start, naming the areas, when a
 * needed port has no provider or two, or when an area provides a port no area needs.
 */
export function wireAreas(
  areas: readonly AreaDefinition[],
  log: (err: unknown, event: string, area: string) => void = (err, event, area) =>
    console.error(`the area "${area}" failed on the event "${event}"`, err),
): void {
  const providers = new Map<Port<unknown>, { area: string; implementation: unknown }[]>();
  for (const area of areas) {
    for (const p of area.provides ?? [])
      providers.set(p.port, [...(providers.get(p.port) ?? []), { area: area.name, implementation: p.implementation }]);
  }
  const needed = new Set<Port<unknown>>();
  for (const area of areas) {
    for (const port of area.needs ?? []) {
      needed.add(port);
      const offered = providers.get(port) ?? [];
      if (offered.length === 0) throw new WiringError(`The area "${area.name}" needs "${port.name}", which no area provides.`);
      if (offered.length > 1) {
        throw new WiringError(
          `"${port.name}" is provided by ${offered.map((o) => `"${o.area}"`).join(' and ')}; one area provides a port.`,
        );
      }
      connectPort(port, offered[0]!.implementation);
    }
  }
  for (const [port, offered] of providers) {
    if (!needed.has(port)) throw new WiringError(`The area "${offered[0]!.area}" provides "${port.name}", which no area needs.`);
  }
  connectSubscribers(
    areas.flatMap((area) => (area.subscribes ?? []).map((s) => ({ ...s, area: area.name }))),
    log,
  );
}
