import { OPER_TYPES, type OperType } from '@vr/contracts';
import { Tag } from 'antd';

/** The colour of a write by its HTTP method. */
export const TYPE_COLORS: Record<string, string> = { POST: 'blue', PUT: 'gold', PATCH: 'gold', DELETE: 'red' };

export const OPER_TYPE_OPTIONS = OPER_TYPES.map((v) => ({ value: v, label: `logs:operlog.type.${v}` }));

/** The kind of a write, named when it is a known method. */
export function OperTypeTag({ method, text }: { method: string; text(key: string): string }) {
  const known = (OPER_TYPES as readonly string[]).includes(method);
  return <Tag color={TYPE_COLORS[method]}>{known ? text(`logs:operlog.type.${method as OperType}`) : method}</Tag>;
}
