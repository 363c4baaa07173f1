import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorToolbar } from './EditorToolbar';
import { isHttpLink, normaliseHtml } from './html';
import type { RichTextEditorProps } from './props';
import styles from './rich-text.module.css';

/** Links the editor keeps: http(s) addresses and uploaded files, as the server's sanitiser does. */
const isAllowedLink = (url: string) => isHttpLink(url) || /^\/api\/files\/[A-Za-z0-9._-]+$/.test(url);

/** TipTap with the toolbar; loaded lazily through RichTextEditor. */
export default function TipTapEditor({ value, onChange, placeholder, id, disabled, minHeight = 220, ...rest }: RichTextEditorProps) {
  const { i18n } = useTranslation('notices');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // The headings the server keeps.
        heading: { levels: [1, 2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLink(url),
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
      Image,
      // Read at each render of the placeholder: follows a change of language.
      Placeholder.configure({ placeholder: () => placeholder ?? i18n.t('notices:editor.placeholder') }),
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        class: styles.area ?? '',
        style: `min-height: ${minHeight}px`,
        role: 'textbox',
        'aria-multiline': 'true',
        'data-testid': rest['data-testid'] ?? 'rich-text',
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(normaliseHtml(e.getHTML())),
  });

  // A value set from outside (form load, reset) replaces the content; our own edits do not loop back.
  // A hidden keep-alive tab or a remount destroys the editor and makes a new one: skip the old one.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (normaliseHtml(editor.getHTML()) !== (value ?? '')) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div className={styles.editor} data-disabled={disabled || undefined}>
      <EditorToolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}
