// "Perhaps you meant ..." suggestions: the closest known name by edit distance, as PostgREST finds
// them with a fuzzy set (similarity 1 - distance / longer length).

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] as number
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] as number
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return row[b.length] as number
}

export function similarity(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  const longest = Math.max(x.length, y.length)
  return longest === 0 ? 1 : 1 - distance(x, y) / longest
}

/** The most similar candidate scoring at least `minScore` (and below `maxScore`), or null. */
export function closest(name: string, candidates: Iterable<string>, minScore: number, maxScore = 1.01): string | null {
  let best: string | null = null
  let bestScore = minScore
  for (const candidate of candidates) {
    const score = similarity(name, candidate)
    if (score >= bestScore && score < maxScore && (best === null || score > bestScore)) {
      best = candidate
      bestScore = score
    }
  }
  return best
}
