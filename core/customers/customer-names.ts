/** Trimmed, with inner runs of white space made one space: the form names are stored and matched in. */
export const normalizeName = (name: string): string => name.trim().replace(/\s+/g, ' ');
