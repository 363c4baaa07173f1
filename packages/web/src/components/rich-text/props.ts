/** What a form hands the rich-text editor (the lazy TipTap part takes the same). */
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
