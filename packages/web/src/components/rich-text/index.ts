export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './props';
export { isHttpLink, normaliseHtml } from './html';
export { RichTextView } from './RichTextView';
