// One table of cases for the promised delivery day, run against the TypeScript rule (delivery-day.test.ts)
// and the SQL one (supabase/tests/delivery-day.test.ts). Times are Kampala's (UTC+3). 2026-11-24 is a
// Tuesday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
export const DELIVERY_DAY_CASES: ReadonlyArray<{ rule: string; at: string; date: string; label: string }> = [
  {
    rule: 'a weekday morning before opening arrives that day',
    at: '2026-11-24T06:30',
    date: '2026-11-24',
    label: 'Arrives today',
  },
  {
    rule: 'a weekday order before 2 PM arrives that day',
    at: '2026-11-24T13:59',
    date: '2026-11-24',
    label: 'Arrives today',
  },
  {
    rule: 'a weekday order at 2 PM arrives the next day',
    at: '2026-11-24T14:00',
    date: '2026-11-25',
    label: 'Arrives tomorrow',
  },
  {
    rule: 'a weekday evening order arrives the next day',
    at: '2026-11-24T21:15',
    date: '2026-11-25',
    label: 'Arrives tomorrow',
  },
  {
    rule: 'a Saturday order before 2 PM arrives that day',
    at: '2026-11-28T11:00',
    date: '2026-11-28',
    label: 'Arrives today',
  },
  {
    rule: 'a Saturday evening order arrives on Monday',
    at: '2026-11-28T19:30',
    date: '2026-11-30',
    label: 'Arrives Monday',
  },
  { rule: 'a Sunday order arrives on Monday', at: '2026-11-29T10:00', date: '2026-11-30', label: 'Arrives tomorrow' },
  {
    rule: 'a Friday evening order arrives on Saturday',
    at: '2026-11-27T18:00',
    date: '2026-11-28',
    label: 'Arrives tomorrow',
  },
  {
    rule: 'after midnight in Kampala (still the day before in UTC) is the new day',
    at: '2026-11-25T01:30',
    date: '2026-11-25',
    label: 'Arrives today',
  },
]

/** An instant given in Kampala time. */
export const kampalaInstant = (local: string) => new Date(`${local}+03:00`)
