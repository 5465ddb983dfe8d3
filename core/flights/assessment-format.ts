import type { Flight } from './flight.js';
import type { Cents } from '../shared/money.js';

/**
 * The assessment file's columns and the import's report, apart from the reader (`duty-assessment.ts`, which needs
 * csv-parse): the browser shows the format and reads the report's shape from here without bundling the parser.
 */

/** What KRA assesses on a house waybill, as the clearing agent's file gives each: the columns after the currency. */
export const DUTY_PARTS = ['duty', 'vat', 'idf', 'rdl', 'excise'] as const;
export type DutyPart = (typeof DUTY_PARTS)[number];

/** The currencies a line's amounts may be in. */
export const ASSESSMENT_CURRENCIES = ['KES', 'USD'] as const;
export type AssessmentCurrency = (typeof ASSESSMENT_CURRENCIES)[number];

/** The file's header row, and the order of its columns. */
export const ASSESSMENT_HEADER = ['hawb', 'currency', ...DUTY_PARTS] as const;

/** A line nothing is posted for, and why, in a sentence staff read beside its number. */
export interface RefusedAssessmentLine {
  line: number;
  hawb: string | null;
  reason: string;
}

/** A waybill's line charged (now, or by an earlier import of it): what it charges, and in which currency it came. */
export interface ChargedAssessmentLine {
  line: number;
  hawb: string;
  currency: AssessmentCurrency;
  /** The line's total in hundredths of its currency. */
  total: number;
  amountCents: Cents;
}

/** What an import did, line by line. */
export interface AssessmentReport {
  flight: Flight;
  posted: ChargedAssessmentLine[];
  alreadyPosted: ChargedAssessmentLine[];
  refused: RefusedAssessmentLine[];
}
