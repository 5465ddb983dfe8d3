import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  FORMAT_CHARACTER_MESSAGE,
  type TextKind,
  optionalText,
  requiredText,
} from '../../../core/shared/text-fields.js';

/** Control characters: NUL, BEL, ESC, DEL and a C1 (NEL). */
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];
/** Bidi embeddings, overrides and isolates, zero-width space and joiners, marks, the BOM and the soft hyphen. */
const FORMATS = [
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
  ...['\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u2060', '\ufeff', '\u00ad'],
];

const messagesOf = (schema: z.ZodMiniType, value: string): string[] => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('text fields', () => {
  it.each<TextKind>(['line', 'free text'])(
    'an optional %s refuses what a required one refuses, with the same message',
    (kind) => {
      const required = requiredText('Required', 200, kind);
      const optional = optionalText(200, kind);
      for (const character of [...CONTROLS, ...FORMATS]) {
        const value = `Yaya ${character}Centre`;
        expect(messagesOf(optional, value), JSON.stringify(value)).toEqual(messagesOf(required, value));
      }
    },
  );

  it.each<TextKind>(['line', 'free text'])(
    'a %s refuses half a character (a lone surrogate), which PostgreSQL would not store, and keeps a whole one',
    (kind) => {
      for (const half of ['\ud800', '\udfff', 'ok\ud83d'])
        expect(messagesOf(requiredText('Required', 200, kind), half)).toEqual([CONTROL_CHARACTER_MESSAGE]);
      expect(messagesOf(requiredText('Required', 200, kind), 'Asante 🙏')).toEqual([]);
    },
  );

  it('refuses control and invisible formatting characters in an optional line', () => {
    const landmark = optionalText(200);
    for (const character of CONTROLS)
      expect(messagesOf(landmark, `Yaya${character}`)).toEqual([CONTROL_CHARACTER_MESSAGE]);
    for (const character of FORMATS)
      expect(messagesOf(landmark, `opposite the ${character}church`), JSON.stringify(character)).toEqual([
        FORMAT_CHARACTER_MESSAGE,
      ]);
  });

  it('keeps free text’s tabs and line breaks, and an optional field may be empty or left out', () => {
    expect(messagesOf(optionalText(200, 'free text'), 'Fragile\r\n\tthis side up')).toEqual([]);
    expect(z.parse(optionalText(200), '  ')).toBe('');
    expect(z.parse(optionalText(200), undefined)).toBeUndefined();
    expect(z.parse(optionalText(200), ' Ngong Road, عمارة ')).toBe('Ngong Road, عمارة');
  });
});
