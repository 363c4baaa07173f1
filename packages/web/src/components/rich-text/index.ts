export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { isHttpLink, normaliseHtml } from './html';
export { RichTextView } from './RichTextView';
