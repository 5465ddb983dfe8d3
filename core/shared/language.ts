/**
 * The languages a customer reads the platform's notices in (mail, SMS, WhatsApp): English, the default, or
 * Kiswahili. Each notice is written in each as a native speaker would write it, with the same facts.
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
