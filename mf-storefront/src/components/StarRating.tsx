// Stars for a rating out of five, shown to the nearest tenth; the number is read out, not the stars.
//
//   <StarRating value={4.3} />              → ★★★★☆ "Rated 4.3 out of 5"
//   <StarRating value={4.3} count={12} />   → also "(12)"
import './star-rating.css'

export function StarRating({ value, count, size = 16 }: { value: number; count?: number; size?: number }) {
  const rounded = Math.round(value * 10) / 10
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  return (
    <span className="star-rating" style={{ fontSize: size }}>
      <span className="star-rating__stars" role="img" aria-label={`Rated ${rounded} out of 5`}>
        <span className="star-rating__empty" aria-hidden="true">
          ★★★★★
        </span>
        <span className="star-rating__full" style={{ width: `${percent}%` }} aria-hidden="true">
          ★★★★★
        </span>
      </span>
      {count === undefined ? null : <span className="star-rating__count">({count})</span>}
    </span>
  )
}
