const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '24 Nov 2026': the day an application was sent or withdrawn, the same on server and browser. */
export function formatApplicationDate(iso: string): string {
  return DATE.format(new Date(iso));
}
