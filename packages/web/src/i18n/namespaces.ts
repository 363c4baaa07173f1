import type { BackendModule, ReadCallback } from 'i18next';

type NamespaceModule = { default: Record<string, unknown> };

/** Every namespace file, as its own lazily loaded chunk: `./namespaces/<ns>/<lang>.ts`. */
const files = import.meta.glob<NamespaceModule>('./namespaces/*/*.ts');

export function namespaceFile(ns: string, lang: string): string {
  return `./namespaces/${ns}/${lang}.ts`;
}

/**
 * An i18next backend that imports a screen area's texts the first time a component asks for
 * its namespace; `useTranslation('<ns>')` suspends until then.
 */
export const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang: string, ns: string, callback: ReadCallback) {
    const load = files[namespaceFile(ns, lang)];
    if (!load) {
      callback(new Error(`no texts for namespace "${ns}" in ${lang}`), false);
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};
