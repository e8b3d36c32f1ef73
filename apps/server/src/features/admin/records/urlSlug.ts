/**
 * `Bar "Ü" Basic` → `bar-u-basic`: a text as a url-safe word of at most `maxLength` characters
 * (accents dropped, lower case, every other run of characters one hyphen); empty when nothing of
 * the text is left. Record codes are made of it and the record's id.
 */
export function urlSlug(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
