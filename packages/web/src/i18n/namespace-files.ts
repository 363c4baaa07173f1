export type NamespaceModule = { default: Record<string, unknown> };

/** Every namespace file, as its own lazily loaded chunk: `packages/contracts/src/locales/screens/<ns>/<lang>.json`. */
export const namespaceFiles = import.meta.glob<NamespaceModule>('../../../contracts/src/locales/screens/*/*.json');
