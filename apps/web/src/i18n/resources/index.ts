import type { Locale } from '@bar/domain/locale';
import { assemble } from './assemble.ts';
import { de } from './de.ts';
import { en, type TranslationTree } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';

/** One text set per interface language, all with the same keys (test/i18n.test.ts checks it). */
export const texts: Record<Locale, TranslationTree> = {
  de: assemble(de),
  en,
  fr: assemble(fr),
  it: assemble(it),
  es: assemble(es),
  pt: assemble(pt),
};

export const resources = Object.fromEntries(
  Object.entries(texts).map(([locale, translation]) => [locale, { translation }]),
) as Record<Locale, { translation: TranslationTree }>;
