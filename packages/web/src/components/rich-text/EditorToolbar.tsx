import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { UPLOAD_API, UPLOAD_USES, type UploadResult } from '@vr/contracts';
import { Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upload } from '../../api/request';
import { currentLang } from '../../stores/app';
import { feedback } from '../list-page/feedback';
import { precheckFile } from '../upload/upload-check';
import { LinkPopover } from './LinkPopover';
import styles from './rich-text.module.css';
import { ToolButton } from './ToolButton';

type Chain = ReturnType<Editor['chain']>;

/** The marks and lists the toolbar toggles, in their order: test name, icon, title, state shown, command. */
const FORMATS = [
  { name: 'bold', icon: <BoldOutlined />, title: 'bold', state: 'bold', apply: (c: Chain) => c.toggleBold() },
  { name: 'italic', icon: <ItalicOutlined />, title: 'italic', state: 'italic', apply: (c: Chain) => c.toggleItalic() },
  { name: 'underline', icon: <UnderlineOutlined />, title: 'underline', state: 'underline', apply: (c: Chain) => c.toggleUnderline() },
  { name: 'ul', icon: <UnorderedListOutlined />, title: 'bulleted', state: 'bulletList', apply: (c: Chain) => c.toggleBulletList() },
  { name: 'ol', icon: <OrderedListOutlined />, title: 'numbered', state: 'orderedList', apply: (c: Chain) => c.toggleOrderedList() },
] as const;

const RULE = UPLOAD_USES.editorPic;
const ACCEPT = 'image/jpeg,image/png,image/gif';

/**
 * The editor's toolbar: marks and lists, a link, an image uploaded through POST /api/upload/Material
 * (entity editor, field pic: jpeg/png/gif up to 5 MB, checked before sending with the server's messages).
 */
export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled?: boolean | undefined }) {
  const { t } = useTranslation(['notices', 'common']);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const run = () => editor.chain().focus();

  const pickImage = async (file: File) => {
    const refusal = precheckFile(file, RULE, currentLang());
    if (refusal) {
      feedback.error(refusal);
      return;
    }
    setUploading(true);
    try {
      const res = await upload<UploadResult>(UPLOAD_API.upload, file, { dataEntity: RULE.dataEntity, dataField: RULE.dataField });
      if (res.data?.url) run().setImage({ src: res.data.url }).run();
    } catch {
      // The request wrapper has shown the server's message.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.toolbar} role="toolbar">
      {FORMATS.map((f) => (
        <ToolButton
          key={f.name}
          name={f.name}
          icon={f.icon}
          title={t(`editor.${f.title}`)}
          active={active[f.state]}
          disabled={disabled}
          onClick={() => f.apply(run()).run()}
        />
      ))}
      <LinkPopover editor={editor} active={active.link} disabled={disabled} />
      <ToolButton
        name="image"
        icon={uploading ? <Spin size="small" /> : <PictureOutlined />}
        title={t('editor.image')}
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
      />
      <ToolButton
        name="clear"
        icon={<ClearOutlined />}
        title={t('editor.clear')}
        disabled={disabled}
        onClick={() => run().unsetAllMarks().clearNodes().run()}
      />
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        style={{ display: 'none' }}
        data-testid="rte-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void pickImage(file);
        }}
      />
    </div>
  );
}
