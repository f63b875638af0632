// Visitor-facing text has an English column and an optional Hebrew one: Hebrew pages show the
// Hebrew copy when the owner wrote one, else the English.
import type { Language } from '@pinwheel/core';

export function localized(lang: Language, english: string, hebrew: string | null): string {
  return lang === 'he' && hebrew ? hebrew : english;
}
