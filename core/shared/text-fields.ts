import * as z from 'zod/mini';

export const CONTROL_CHARACTER_MESSAGE = 'Contains a control character; please retype it';

/** C0 and C1 controls and DEL: no person types them, and PostgreSQL refuses NUL outright. */
const CONTROL_IN_LINE = /\p{Cc}/u;
/** The same in free text, where tab, line feed and carriage return are how people write. */
const CONTROL_IN_FREE_TEXT = /[^\P{Cc}\t\n\r]/u;

export const FORMAT_CHARACTER_MESSAGE = 'Contains an invisible formatting character; please retype it';

/**
 * Unicode format characters (bidi overrides, zero-width spaces and joiners): invisible, they make a name read
 * backwards or two names look alike. A line (a name, a phone number) holds none.
 */
export const FORMAT_CHARACTER = /\p{Cf}/u;

/** Half of a UTF-16 pair without its other half: no character at all, and PostgreSQL's JSON refuses its escape. */
const LONE_SURROGATE = /\p{Cs}/u;

export type TextKind = 'line' | 'free text';

/** Whether a line holds a control character (every parameter of an address is a line). */
export const holdsControlCharacter = (line: string): boolean => CONTROL_IN_LINE.test(line);

const tooLong = (max: number) => `Please keep this to ${String(max)} characters or fewer`;

/**
 * What no text field holds, required or optional: control characters (beyond tab and line breaks in free text),
 * half a character, and in a line the invisible formatting characters too.
 */
const unprintable = (kind: TextKind) => [
  z.refine<string>(
    (value) => !(kind === 'line' ? CONTROL_IN_LINE : CONTROL_IN_FREE_TEXT).test(value),
    CONTROL_CHARACTER_MESSAGE,
  ),
  z.refine<string>((value) => !LONE_SURROGATE.test(value), CONTROL_CHARACTER_MESSAGE),
  z.refine<string>((value) => kind !== 'line' || !FORMAT_CHARACTER.test(value), FORMAT_CHARACTER_MESSAGE),
];

/**
 * Trimmed text that must not be empty; the first failure stops the checks, so one message per field. A 'line'
 * (a name, a phone number) holds no control character at all; 'free text' may hold tabs and line breaks.
 */
export const requiredText = (message: string, max: number, kind: TextKind = 'line') =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message, abort: true }),
      z.maxLength(max, { error: tooLong(max), abort: true }),
      ...unprintable(kind),
    );

/** Trimmed text that may be left out or empty, refusing what requiredText refuses. */
export const optionalText = (max: number, kind: TextKind = 'line') =>
  z.optional(
    z.string().check(z.trim(), z.maxLength(max, { error: tooLong(max), abort: true }), ...unprintable(kind)),
  );

export const emailAddress = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(254, { error: invalidMessage, abort: true }),
      z.regex(z.regexes.email, invalidMessage),
    );

/** The address, when the text is an http or https URL (surrounding spaces ignored). */
export function parseWebUrl(text: string): URL | undefined {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return undefined;
  const url = new URL(trimmed);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
}

const isWebUrl = (value: string) => parseWebUrl(value) !== undefined;

/** How every address parseWebUrl accepts begins (JSON Schema patterns have no flags: hence the classes). */
const WEB_URL_START = /^\s*[Hh][Tt][Tt][Pp][Ss]?:/;

export const webUrl = (requiredMessage: string, invalidMessage: string) =>
  z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.maxLength(2000, { error: invalidMessage, abort: true }),
    // What the refinement below needs first, said as a pattern so that the API description shows it too.
    z.regex(WEB_URL_START, { error: invalidMessage, abort: true }),
    z.refine(isWebUrl, invalidMessage),
  );

/** Trimmed, with inner runs of white space made one space: the form names are stored and matched in. */
export const normalizeName = (name: string): string => name.trim().replace(/\s+/g, ' ');
