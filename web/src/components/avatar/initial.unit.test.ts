import { describe, expect, it } from 'vitest';
import { initialOf } from './initial';

describe('initialOf', () => {
  it.each([
    ['Amina Qureshi', 'A'],
    ['uma patel', 'U'],
    ['  Liam Carter ', 'L'],
    ['ørjan', 'Ø'],
    ['élodie', 'É'],
    // e + combining acute accent: one character on screen, two code points.
    ['e\u0301lise', 'E\u0301'],
    ['👩‍💻 Dev', '👩‍💻'],
    ['', '?'],
    ['   ', '?'],
  ])('%j shows %j', (name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });
});
