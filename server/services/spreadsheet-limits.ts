/**
 * The limits of the spreadsheet reader (./spreadsheet-read.ts) and the 400 a broken one answers, naming it.
 */
import { ApiError } from '../errors.js';

export type SpreadsheetFormat = 'csv' | 'xlsx';

export interface SpreadsheetLimits {
  /** Most rows, header included. */
  maxRows: number;
  /** Most columns (the template's width); a filled cell past it is refused. */
  maxColumns: number;
  /** Most characters in one cell. */
  maxCellChars?: number;
  /** Most cells in the sheet, empty styled ones included. */
  maxCells?: number;
  /** Most characters in all cells together. */
  maxTotalChars?: number;
  /** Most entries in the shared-string table, and their characters together. */
  maxSharedStrings?: number;
  maxSharedChars?: number;
  /** Most bytes any zip entry may inflate to, and the most it may expand relative to its compressed size. */
  maxEntryBytes?: number;
  maxRatio?: number;
  /** Most entries in the zip. */
  maxEntries?: number;
  /** Deepest XML nesting, and most XML elements in one part. */
  maxDepth?: number;
  maxElements?: number;
}

const DEFAULTS = {
  maxCellChars: 10_000,
  maxSharedChars: 2_000_000,
  maxEntryBytes: 24 * 1024 * 1024,
  maxRatio: 200,
  maxEntries: 500,
  maxDepth: 24,
  maxTotalChars: 4_000_000,
} as const;

export type Limits = Required<SpreadsheetLimits>;

export function limitsOf(given: SpreadsheetLimits): Limits {
  const cells = given.maxCells ?? given.maxRows * given.maxColumns;
  return {
    ...DEFAULTS,
    maxCells: cells,
    maxSharedStrings: cells,
    // A cell is at most a handful of elements (c, v, is, r, t); the rest of a part is a few hundred.
    maxElements: cells * 6 + 10_000,
    ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)),
  } as Limits;
}

/** The 400 every broken limit answers: its message names the limit for the operator, `limit` for code and logs. */
export class SpreadsheetLimitError extends ApiError {
  readonly limit: string;
  constructor(message: string, limit: string) {
    super(400, message, 'File');
    this.name = 'SpreadsheetLimitError';
    this.limit = limit;
  }
}

export const tooBig = (message: string, limit: string) => new SpreadsheetLimitError(message, limit);
