import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { UPLOAD_API, UPLOAD_USES, type UploadResult } from '@vr/contracts';
import { Button, Input, Popover, Spin, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upload } from '../../api/request';
import { currentLang } from '../../stores/app';
import { feedback } from '../list-page/feedback';
import { precheckFile } from '../upload/upload-check';
import { isHttpLink, normaliseHtml } from './html';
import styles from './rich-text.module.css';

export interface RichTextEditorProps {
  /** HTML (what a Form.Item hands in). */
  value?: string | null;
  onChange?: (html: string) => void;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  minHeight?: number;
  'data-testid'?: string;
}

const RULE = UPLOAD_USES.editorPic;
const ACCEPT = 'image/jpeg,image/png,image/gif';
interface ToolProps {
  name: string;
  icon: ReactNode;
  title: string;
  disabled?: boolean | undefined;
  onClick(): void;
}

function ToolButton({ name, icon, title, disabled, onClick }: ToolProps) {
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={title}
        data-testid={`rte-${name}`}
        disabled={disabled}
        // Keep the text selection: the button must not take the focus.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/**
 * A small rich-text editor (contentEditable + document.execCommand): bold, italic, underline,
 * lists, links and images uploaded through POST /api/upload/Material (entity editor, field pic:
 * jpeg/png/gif up to 5 MB, checked before sending with the server's messages). The server
 * sanitises what is saved; this component only edits.
 */
export function RichTextEditor({ value, onChange, placeholder, id, disabled, minHeight = 220, ...rest }: RichTextEditorProps) {
  const { t } = useTranslation(['notices', 'common']);
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const saved = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('https://');
  const [linkError, setLinkError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [empty, setEmpty] = useState(!normaliseHtml(value ?? ''));

  // A value set from outside (form load, reset) replaces the content; our own edits do not loop back.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== (value ?? '')) {
      el.innerHTML = value ?? '';
      setEmpty(!normaliseHtml(value ?? ''));
    }
  }, [value]);

  const emit = () => {
    const html = normaliseHtml(area.current?.innerHTML ?? '');
    setEmpty(html === '');
    onChange?.(html);
  };

  const saveSelection = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount > 0 && area.current?.contains(sel.getRangeAt(0).commonAncestorContainer)) {
      saved.current = sel.getRangeAt(0).cloneRange();
    }
  };
  const restoreSelection = () => {
    area.current?.focus();
    const sel = window.getSelection();
    if (sel && saved.current) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
  };

  const exec = (command: string, arg?: string) => {
    restoreSelection();
    document.execCommand(command, false, arg);
    saveSelection();
    emit();
  };

  const insertLink = () => {
    if (!isHttpLink(link)) {
      setLinkError(true);
      return;
    }
    setLinkOpen(false);
    const sel = saved.current;
    if (sel && !sel.collapsed) exec('createLink', link.trim());
    else exec('insertHTML', `<a href="${encodeURI(link.trim())}">${link.trim().replace(/[<>&"]/g, '')}</a>`);
  };

  const pickImage = async (file: File) => {
    const refusal = precheckFile(file, RULE, currentLang());
    if (refusal) {
      feedback.error(refusal);
      return;
    }
    setUploading(true);
    try {
      const res = await upload<UploadResult>(UPLOAD_API.upload, file, { dataEntity: RULE.dataEntity, dataField: RULE.dataField });
      if (res.data?.url) exec('insertImage', res.data.url);
    } catch {
      // The request wrapper has shown the server's message.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.editor} data-disabled={disabled || undefined}>
      <div className={styles.toolbar} role="toolbar">
        <ToolButton name="bold" icon={<BoldOutlined />} title={t('editor.bold')} disabled={disabled} onClick={() => exec('bold')} />
        <ToolButton name="italic" icon={<ItalicOutlined />} title={t('editor.italic')} disabled={disabled} onClick={() => exec('italic')} />
        <ToolButton
          name="underline"
          icon={<UnderlineOutlined />}
          title={t('editor.underline')}
          disabled={disabled}
          onClick={() => exec('underline')}
        />
        <ToolButton
          name="ul"
          icon={<UnorderedListOutlined />}
          title={t('editor.bulleted')}
          disabled={disabled}
          onClick={() => exec('insertUnorderedList')}
        />
        <ToolButton
          name="ol"
          icon={<OrderedListOutlined />}
          title={t('editor.numbered')}
          disabled={disabled}
          onClick={() => exec('insertOrderedList')}
        />
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            if (!open) setLinkOpen(false);
          }}
          trigger="click"
          content={
            <div className={styles.linkBox}>
              <Input
                autoFocus
                value={link}
                status={linkError ? 'error' : undefined}
                placeholder={t('editor.linkPrompt')}
                data-testid="rte-link-input"
                onChange={(e) => {
                  setLink(e.target.value);
                  setLinkError(false);
                }}
                onPressEnter={insertLink}
              />
              {linkError && <div className={styles.linkError}>{t('editor.linkInvalid')}</div>}
              <Button type="primary" size="small" onClick={insertLink} data-testid="rte-link-ok">
                {t('common:action.confirm')}
              </Button>
            </div>
          }
        >
          <span>
            <ToolButton
              name="link"
              icon={<LinkOutlined />}
              title={t('editor.link')}
              disabled={disabled}
              onClick={() => {
                saveSelection();
                setLink('https://');
                setLinkError(false);
                setLinkOpen(true);
              }}
            />
          </span>
        </Popover>
        <ToolButton
          name="image"
          icon={uploading ? <Spin size="small" /> : <PictureOutlined />}
          title={t('editor.image')}
          disabled={disabled}
          onClick={() => {
            saveSelection();
            fileInput.current?.click();
          }}
        />
        <ToolButton
          name="clear"
          icon={<ClearOutlined />}
          title={t('editor.clear')}
          disabled={disabled}
          onClick={() => exec('removeFormat')}
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
      <div
        ref={area}
        id={id}
        className={styles.area}
        style={{ minHeight }}
        contentEditable={!disabled}
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        data-placeholder={empty ? (placeholder ?? t('editor.placeholder')) : undefined}
        data-testid={rest['data-testid'] ?? 'rich-text'}
        onInput={emit}
        onBlur={() => {
          saveSelection();
          emit();
        }}
        onKeyUp={saveSelection}
        onMouseUp={saveSelection}
      />
    </div>
  );
}
