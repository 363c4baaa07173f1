import { type ChangeKind, type Lang, fieldLabel, message } from '@vr/contracts';
import { type TextKey, isTextKey, text } from '@vr/contracts/texts';
import type { ChangeDetail } from './schema.js';

/** What a change log row says, in the reader's language: its summary, and the values before and after. */
export interface ChangeTexts {
  summary: string;
  before: string | null;
  after: string | null;
}

/**
 * A field's label where the texts name it (`deviceRecords:value.<field>`) or a form labels it,
 * else the field as stored; a container's field (`<field>.<number>`) is named with its container.
 */
function label(lang: Lang, field: string): string {
  const container = /^(\w+)\.(\d+)$/.exec(field);
  if (container) return text(lang, 'deviceRecords:value.container', { no: container[2]!, field: label(lang, container[1]!) });
  const key = `deviceRecords:value.${field}`;
  // A setting's field (a parameter) by the label its form gives it, else as stored.
  return isTextKey(key) ? text(lang, key) : fieldLabel(field, lang);
}

/** A stored value as the reader reads it: a status by its word in their language, any other as stored. */
function shown(lang: Lang, field: string, value: string): string {
  const key = `deviceRecords:status.${value}`;
  return field === 'status' && isTextKey(key) ? text(lang, key) : value;
}

/** The kinds whose entries name each field beside its value. */
const NAMED: ReadonlySet<ChangeKind> = new Set(['details', 'settings', 'package', 'software', 'upgrade']);

/** `label: value; label: value` of the stored values, "—" for none. */
function values(lang: Lang, record: Record<string, string | null> | undefined, named: boolean): string | null {
  if (!record) return null;
  const none = text(lang, 'deviceRecords:none');
  const parts = Object.entries(record).map(([field, value]) => {
    const v = value === null ? none : shown(lang, field, value);
    return named ? `${label(lang, field)}: ${v}` : v;
  });
  return parts.length ? parts.join('; ') : null;
}

/** An upgrade's step on the machine: sent, succeeded, cancelled, or failed with the machine's reason or for its silence. */
function upgradeSummary(lang: Lang, u: NonNullable<ChangeDetail['upgrade']>): string {
  if (u.step === 'sent') return text(lang, 'deviceRecords:summary.upgradeSent', { id: u.id });
  if (u.step === 'success') return text(lang, 'deviceRecords:summary.upgradeSucceeded', { id: u.id });
  if (u.step === 'cancelled') return text(lang, 'deviceRecords:summary.upgradeCancelled', { id: u.id });
  const reason = u.timeoutMinutes ? message('upgradeNoReport', lang, { count: u.timeoutMinutes }) : (u.reason ?? '');
  return text(lang, 'deviceRecords:summary.upgradeFailed', { id: u.id, reason });
}

/** The row's texts: an operator's words as they wrote them, every other kind described from what was stored. */
export function describeChange(lang: Lang, row: { kind: ChangeKind; content: string | null; detail: ChangeDetail | null }): ChangeTexts {
  const d = row.detail ?? {};
  const named = NAMED.has(row.kind);
  const before = values(lang, d.before, named);
  const after = values(lang, d.after, named);
  if (row.content) return { summary: row.content, before, after };
  let summary: string;
  if (row.kind === 'settings' && d.setting === 'paramCopy' && d.source) {
    summary = text(lang, 'deviceRecords:summary.paramCopy', { source: d.source });
  } else if (row.kind === 'settings') {
    const setting = `deviceRecords:setting.${d.setting ?? ''}`;
    summary = text(lang, 'deviceRecords:summary.settings', {
      setting: isTextKey(setting) ? text(lang, setting as TextKey) : (d.setting ?? ''),
    });
  } else if (row.kind === 'upgrade' && d.upgrade) {
    summary = upgradeSummary(lang, d.upgrade);
  } else {
    summary = text(lang, `deviceRecords:summary.${row.kind}`);
  }
  return { summary, before, after };
}
