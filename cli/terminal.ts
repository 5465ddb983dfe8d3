import { userInfo } from 'node:os';
/**
 * What the CLI prints. Text in it may come from staff or from outside (names, product titles, rejected lines,
 * imported rate cards): a control character there could drive the terminal (an escape sequence that clears the
 * screen or rewrites a line), a format character reorder or hide what is shown (a bidi override, a zero-width
 * space). Both are shown as visible escapes instead; line breaks and tabs are the CLI's own layout.
 */
const UNSAFE = /[\p{Cc}\p{Cf}]/gu;
const LAYOUT = new Set(['\n', '\t']);

/** `text` as a terminal shows it without acting on it: U+202E becomes the six characters `\u202E`. */
export const terminalSafe = (text: string): string =>
  text.replace(UNSAFE, (character) => (LAYOUT.has(character) ? character : escaped(character)));

/** Each UTF-16 unit as a \uXXXX escape: visible text, and the same value when read back as JSON. */
const escaped = (character: string): string =>
  character
    .split('') // UTF-16 units, as JSON escapes them
    .map((unit) => `\\u${unit.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
    .join('');

/** A line for a person on stdout. */
export function say(text: string): void {
  process.stdout.write(`${terminalSafe(text)}\n`);
}

/** A line for a person on stderr (progress, where a file went, errors). */
export function sayOnStderr(text: string): void {
  process.stderr.write(`${terminalSafe(text)}\n`);
}

/**
 * JSON for scripts on stdout: the same value when parsed (escapes inside strings are JSON's own), and nothing a
 * terminal acts on when a person reads it.
 */
export function sayJson(value: unknown, indent?: number): void {
  say(JSON.stringify(value, null, indent));
}

/** Who acts from the command line: the system user who ran it (the site records staff's own address). */
export const commandLineStaff = (): string => `cli:${process.env.USER ?? userInfo().username}`;
