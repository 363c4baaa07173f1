/**
 * A capability a lower area needs and a higher area provides. The lower area cannot import the
 * higher one (areas stand in layers), so it defines the port on its face and names it in its
 * manifest's `needs`; the higher area names its implementation in `provides`; `wireAreas`
 * connects them at start-up, and refuses to start when a needed port has no provider.
 */
export interface Port<T> {
  readonly name: string;
  /** The connected implementation; throws when start-up has not connected the port. */
  get(): T;
}

/** A port with the slot the wiring fills; only `wireAreas` sees this side. */
interface ConnectablePort<T> extends Port<T> {
  connect(implementation: T): void;
}

/** What an area's manifest lists in `provides`: a port and its implementation. */
export interface Provision {
  readonly port: Port<unknown>;
  readonly implementation: unknown;
}

export class PortNotConnectedError extends Error {}

export function definePort<T>(name: string): Port<T> {
  let connected: { implementation: T } | undefined;
  const port: ConnectablePort<T> = {
    name,
    get() {
      if (!connected)
        throw new PortNotConnectedError(`The port "${name}" is not connected: the server starts its areas through wireAreas.`);
      return connected.implementation;
    },
    connect(implementation) {
      connected = { implementation };
    },
  };
  return port;
}

/** Names the implementation of a port, typed against it. */
export function provide<T>(port: Port<T>, implementation: T): Provision {
  return { port: port as Port<unknown>, implementation };
}

/** Fills the port's slot (the wiring alone calls this). */
export function connectPort(port: Port<unknown>, implementation: unknown): void {
  (port as ConnectablePort<unknown>).connect(implementation);
}
