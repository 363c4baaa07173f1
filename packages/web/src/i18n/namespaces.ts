import type { BackendModule, ReadCallback } from 'i18next';

export function namespaceFile(ns: string, lang: string): string {
  return `../../../contracts/src/locales/screens/${ns}/${lang}.json`;
}

/**
 * An i18next backend that imports a screen area's texts the first time a component asks for
 * its namespace; `useTranslation('<ns>')` suspends until then. The list of files is itself
 * fetched then: the sign-in page needs only the core texts.
 */
export const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang: string, ns: string, callback: ReadCallback) {
    import('./namespace-files')
      .then(({ namespaceFiles }) => {
        const load = namespaceFiles[namespaceFile(ns, lang)];
        if (!load) throw new Error(`no texts for namespace "${ns}" in ${lang}`);
        return load();
      })
      .then(
        (m) => callback(null, m.default),
        (error: unknown) => callback(error as Error, false),
      );
  },
};
