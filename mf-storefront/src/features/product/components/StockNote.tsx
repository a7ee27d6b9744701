/** How many are left: "In stock (84 available)", "Only 3 left in stock", "Out of stock". */
export function StockNote({ stock }: { stock: number }) {
  if (stock <= 0) return <p className="stock-note stock-note--out">Out of stock</p>
  if (stock <= 10) return <p className="stock-note stock-note--low">Only {stock} left in stock</p>
  return <p className="stock-note">In stock ({stock} available)</p>
}
