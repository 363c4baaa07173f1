import { Highlight, themes } from 'prism-react-renderer';
import styles from './codegen.module.css';

/** The language Prism reads a generated file as, by its extension. */
function languageOf(path: string): string {
  if (path.endsWith('.tsx')) return 'tsx';
  if (path.endsWith('.ts')) return 'typescript';
  if (path.endsWith('.json')) return 'json';
  if (path.endsWith('.md')) return 'markdown';
  return 'plain';
}

/** A generated file's text, highlighted (loaded with the preview only). */
export default function CodeBlock({ path, code }: { path: string; code: string }) {
  return (
    <Highlight theme={themes.github} code={code.replace(/\n$/, '')} language={languageOf(path)}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre className={`${className} ${styles.code}`} style={style} data-testid="gen-code">
          {tokens.map((line, i) => (
            <div key={i} {...getLineProps({ line })}>
              {line.map((token, key) => (
                <span key={key} {...getTokenProps({ token })} />
              ))}
            </div>
          ))}
        </pre>
      )}
    </Highlight>
  );
}
