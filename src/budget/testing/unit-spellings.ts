/**
 * Unit spellings seen in real reports (../shared/notes/budget-formats.md §4.7), for the
 * tests of the unit matcher and of the parser, which must both accept every one of them.
 */
export const REPORT_UNIT_SPELLINGS: readonly string[] = [
  'm',
  'm2',
  'm3',
  'M2',
  'Ml',
  'ml',
  'm.',
  'm²',
  'm³',
  'ud',
  'Ud',
  'UD',
  'u',
  'U',
  'kg',
  'l',
  'Pa',
  'PA',
  'pa',
  'P.A.',
  'h',
  'd',
  't',
  'km',
  'mes',
  '%',
  'm2/d',
];
