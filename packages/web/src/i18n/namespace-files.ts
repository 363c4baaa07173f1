export type NamespaceModule = { default: Record<string, unknown> };

/** Every namespace file, as its own lazily loaded chunk: `./namespaces/<ns>/<lang>.ts`. */
export const namespaceFiles = import.meta.glob<NamespaceModule>('./namespaces/*/*.ts');
