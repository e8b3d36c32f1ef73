import type { LocalizedText } from '../locale.ts';

/** Catalogue text in the six languages, in the order de, en, fr, it, es, pt. */
export function text(de: string, en: string, fr: string, it: string, es: string, pt: string): LocalizedText {
  return { de, en, fr, it, es, pt };
}
