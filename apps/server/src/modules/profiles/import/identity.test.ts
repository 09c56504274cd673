import { describe, expect, it } from 'vitest';
import { readIdentity, splitName } from './identity.js';
import type { TextLine } from './pdf-lines.js';

const line = (text: string, size = 10, page = 1): TextLine => ({ text, size, page, x: 54 });

describe('names and email on a resume', () => {
  it.each([
    ['Thiago de Souza Lima', 'Thiago', 'de Souza Lima'],
    ['Emily Van der Berg', 'Emily', 'Van der Berg'],
    ['Sai Krishna Reddy', 'Sai Krishna', 'Reddy'],
    ['Anna-Lena Köhler', 'Anna-Lena', 'Köhler'],
    ['MAREIKE BÄCKER', 'Mareike', 'Bäcker'],
    ["Siobhán O'Connor", 'Siobhán', "O'Connor"],
  ])('%s', (full, first, last) => expect(splitName(full)).toEqual({ first, last }));

  it('reads the largest line as the name and the first email', () => {
    expect(
      readIdentity([
        line('Oluwaseun Adébáyò', 22),
        line('Data Analyst'),
        line('Lagos, Nigeria | Oluwaseun.A@Example.com'),
        line('Experience', 12),
      ]),
    ).toEqual({ first_name: 'Oluwaseun', last_name: 'Adébáyò', email: 'oluwaseun.a@example.com' });
  });

  it('offers no name when the largest text is not one', () => {
    expect(readIdentity([line('CURRICULUM VITAE 2024', 20), line('Body'), line('Body')])).toMatchObject({
      first_name: null,
      last_name: null,
      email: null,
    });
  });
});
