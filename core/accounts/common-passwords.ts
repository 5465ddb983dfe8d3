/**
 * Passwords of 8 characters or more that top the published breach lists; refused at registration and reset.
 * Compared case-insensitively.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '11223344', '12341234', '12121212', '123123123', '1q2w3e4r', '1qaz2wsx', 'qwertyui', 'qwertyuiop',
  'asdfghjk', 'zxcvbnm1', 'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd',
  'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'starwars', 'welcome1',
  'welcome123', 'letmein1', 'trustno1', 'whatever', 'computer', 'michelle', 'jennifer', 'abcd1234',
  'abc12345', 'qwerty123', 'qwerty12', 'admin123', 'administrator', 'changeme', 'football1', 'monkey123',
  'dragon123', 'shadow12', 'master123', 'kenya123', 'nairobi1', 'kenya2024', 'kenya2025', 'kenya2026',
]);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());
