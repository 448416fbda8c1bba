/** Lowercase, without accents or punctuation, single spaces: "Zoë  O'Brien-Smith" -> "zoe obrien smith". */
export function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}@+]+/gu, ' ')
    .trim();
}
