// Quantity on the product page: 1 up to the stock, with − and + and a box to type in.
import { useId } from 'react'

export function clampQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1
  return Math.max(1, Math.min(Math.max(1, stock), Math.trunc(value)))
}

export function QuantityPicker({
  value,
  stock,
  onChange,
}: {
  value: number
  stock: number
  onChange: (n: number) => void
}) {
  const id = useId()
  const disabled = stock <= 0
  return (
    <div className="quantity">
      <label htmlFor={id}>Quantity</label>
      <div className="quantity__controls">
        <button
          type="button"
          aria-label="Decrease quantity"
          onClick={() => onChange(clampQuantity(value - 1, stock))}
          disabled={disabled || value <= 1}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, stock)}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(clampQuantity(event.target.valueAsNumber, stock))}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          onClick={() => onChange(clampQuantity(value + 1, stock))}
          disabled={disabled || value >= stock}
        >
          +
        </button>
      </div>
    </div>
  )
}
