// Choosing 1 to 5 stars: five radio buttons drawn as stars (arrow keys move, Space chooses), so it works
// with a keyboard and a screen reader like any radio group. `value` 0 means none chosen yet.
//
//   <StarPicker legend="Your rating" value={stars} onChange={setStars} />
import { useId } from 'react'
import './star-picker.css'

interface Props {
  legend: string
  value: number
  onChange: (stars: number) => void
  disabled?: boolean
  /** Hide the legend visually (it is still read out). */
  hideLegend?: boolean
}

export function StarPicker({ legend, value, onChange, disabled = false, hideLegend = false }: Props) {
  const name = useId()
  return (
    <fieldset className="star-picker" disabled={disabled}>
      <legend className={hideLegend ? 'visually-hidden' : 'star-picker__legend'}>{legend}</legend>
      <div className="star-picker__stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className={stars <= value ? 'star-picker__star star-picker__star--on' : 'star-picker__star'}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="star-picker__input"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
