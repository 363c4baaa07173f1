/** The kinds of place a point is at. */
export const SCENARIOS = ['office', 'campus', 'mall', 'station', 'street', 'school', 'hospital', 'other'] as const;
