import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './props';
import styles from './rich-text.module.css';

// TipTap (ProseMirror) is a chunk of its own, fetched the first time a form with the editor opens.
const TipTapEditor = lazy(() => import('./TipTapEditor'));

/**
 * The rich-text editor of forms: bold, italic, underline, lists, links and uploaded images. The
 * server sanitises what is saved; this component only edits.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { minHeight = 220 } = props;
  return (
    <Suspense fallback={<div className={styles.editor} style={{ minHeight: minHeight + 34 }} aria-busy="true" />}>
      <TipTapEditor {...props} minHeight={minHeight} />
    </Suspense>
  );
}
