// "Last updated 14:05": when the rider's position last reached the server, in Kampala's time whatever the
// device's zone. Its own formatter here rather than in time/kampala.ts, whose module is copied into the
// storefront's landing chunks: a new export there would ride along on every page.
const timeOfDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Kampala',
})

/** "Last updated 14:05" (Kampala time); "" for a value that is not a time. */
export function lastUpdatedText(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : `Last updated ${timeOfDay.format(date)}`
}
