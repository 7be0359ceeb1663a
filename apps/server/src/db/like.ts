/** Escapes LIKE/ILIKE wildcards (and the escape character itself) so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern matching `text` literally anywhere in the column ("contains"). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
