import type { Lang } from '@vr/contracts';
import { catalog } from '@vr/device-sim';

const NAMES = new Map(catalog.beverages.map((b) => [b.code, b.name]));

/** A product's name in the reader's language when the catalogue knows its code; else the name the machine sent. */
export const goodsName = (code: string, sent: string, lang: Lang): string => NAMES.get(code)?.[lang] ?? sent;
