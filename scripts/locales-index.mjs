// node scripts/locales-index.mjs: rewrites the two lists of text resources
// (packages/contracts/src/locales/screens.ts and messages.ts) from the folders, after a
// namespace or an area's messages was added or removed. locales.test.ts checks they agree.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../packages/contracts/src/locales');
const LANGS = ['en', 'zh', 'es', 'ja'];
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const id = (name, lang) => `${camel(name)}${lang[0].toUpperCase()}${lang[1]}`;
const quoted = (name) => (/^[a-z]\w*$/i.test(name) ? name : `'${name}'`);

function write(tree, constName, header, doc) {
  const names = readdirSync(path.join(dir, tree)).sort();
  let s = header;
  for (const n of names) for (const l of LANGS) s += `import ${id(n, l)} from './${tree}/${n}/${l}.json' with { type: 'json' };\n`;
  s += `\n/** ${doc} */\nexport const ${constName} = {\n`;
  for (const n of names) s += `  ${quoted(n)}: { ${LANGS.map((l) => `${l}: ${id(n, l)}`).join(', ')} },\n`;
  s += '} as const;\n';
  writeFileSync(path.join(dir, `${tree}.ts`), s);
}

write(
  'screens',
  'SCREEN_TEXTS',
  '// Written by scripts/locales-index.mjs: every namespace of screens/, one JSON file per language.\n' +
    '// The server reads them all; the web loads a namespace when a screen first asks for it.\n',
  "Each namespace's texts by language.",
);
write(
  'messages',
  'MESSAGE_AREAS',
  '// Written by scripts/locales-index.mjs: every area of messages/, one JSON file per language.\n',
  "Each area's messages by language (keys unique across areas: locales.test.ts).",
);
