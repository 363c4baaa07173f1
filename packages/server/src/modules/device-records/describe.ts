import type { ChangeKind, Lang } from '@vr/contracts';
import { type TextKey, isTextKey, text } from '@vr/contracts/texts';
import type { ChangeDetail } from './schema.js';

/** What a change log row says, in the reader's language: its summary, and the values before and after. */
export interface ChangeTexts {
  summary: string;
  before: string | null;
  after: string | null;
}

/** A field's label where the texts name it (`deviceRecords:value.<field>`), else the field as stored. */
function label(lang: Lang, field: string): string {
  const key = `deviceRecords:value.${field}`;
  return isTextKey(key) ? text(lang, key) : field;
}

/** `label: value; label: value` of the stored values, "—" for none. */
function values(lang: Lang, record: Record<string, string | null> | undefined, named: boolean): string | null {
  if (!record) return null;
  const none = text(lang, 'deviceRecords:none');
  const parts = Object.entries(record).map(([field, value]) => (named ? `${label(lang, field)}: ${value ?? none}` : (value ?? none)));
  return parts.length ? parts.join('; ') : null;
}

/** The row's texts: an operator's words as they wrote them, every other kind described from what was stored. */
export function describeChange(lang: Lang, row: { kind: ChangeKind; content: string | null; detail: ChangeDetail | null }): ChangeTexts {
  const d = row.detail ?? {};
  const named = row.kind === 'software' || row.kind === 'settings';
  const before = values(lang, d.before, named);
  const after = values(lang, d.after, named);
  if (row.content) return { summary: row.content, before, after };
  let summary: string;
  if (row.kind === 'settings') {
    const setting = `deviceRecords:setting.${d.setting ?? ''}`;
    summary = text(lang, 'deviceRecords:summary.settings', {
      setting: isTextKey(setting) ? text(lang, setting as TextKey) : (d.setting ?? ''),
    });
  } else {
    summary = text(lang, `deviceRecords:summary.${row.kind}`);
  }
  return { summary, before, after };
}
