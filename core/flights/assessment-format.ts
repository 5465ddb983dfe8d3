/**
 * The assessment file's columns, apart from the reader (`duty-assessment.ts`, which needs csv-parse): the browser
 * shows the format and reads the answer's currencies from here without bundling the parser.
 */

/** What KRA assesses on a house waybill, as the clearing agent's file gives each: the columns after the currency. */
export const DUTY_PARTS = ['duty', 'vat', 'idf', 'rdl', 'excise'] as const;
export type DutyPart = (typeof DUTY_PARTS)[number];

/** The currencies a line's amounts may be in. */
export const ASSESSMENT_CURRENCIES = ['KES', 'USD'] as const;
export type AssessmentCurrency = (typeof ASSESSMENT_CURRENCIES)[number];

/** The file's header row, and the order of its columns. */
export const ASSESSMENT_HEADER = ['hawb', 'currency', ...DUTY_PARTS] as const;
