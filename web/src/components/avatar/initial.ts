const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The letter shown in a person's avatar: the first character of their name, upper-cased.
 * Works on whole characters, so "Ørjan" gives "Ø" and an emoji or accented letter is
 * never cut in half. An empty name gives "?".
 */
export function initialOf(name: string): string {
  const first = segmenter.segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment.toLocaleUpperCase();
}
