import { LinkOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Button, Input, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './ToolButton';
import { isHttpLink } from './html';
import styles from './rich-text.module.css';

/** The link button: the selected text becomes a link, or the address is inserted as one. */
export function LinkPopover({ editor, active, disabled }: { editor: Editor; active: boolean; disabled?: boolean | undefined }) {
  const { t } = useTranslation(['notices', 'common']);
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState('https://');
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const href = link.trim();
    if (!isHttpLink(href)) {
      setInvalid(true);
      return;
    }
    setOpen(false);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (!next) setOpen(false);
      }}
      trigger="click"
      content={
        <div className={styles.linkBox}>
          <Input
            autoFocus
            value={link}
            status={invalid ? 'error' : undefined}
            placeholder={t('editor.linkPrompt')}
            data-testid="rte-link-input"
            onChange={(e) => {
              setLink(e.target.value);
              setInvalid(false);
            }}
            onPressEnter={apply}
          />
          {invalid && <div className={styles.linkError}>{t('editor.linkInvalid')}</div>}
          <Button type="primary" size="small" onClick={apply} data-testid="rte-link-ok">
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
          active={active}
          hideTip={open}
          disabled={disabled}
          onClick={() => {
            setLink((editor.getAttributes('link')['href'] as string | undefined) ?? 'https://');
            setInvalid(false);
            setOpen(true);
          }}
        />
      </span>
    </Popover>
  );
}
