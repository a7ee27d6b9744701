// Earnings (issue 13): not yet built beyond its heading; today's figures are on the dashboard.
export default function EarningsPage() {
  return (
    <div>
      <h1 className="r-h1">Earnings</h1>
      <p className="r-muted">Today's earnings and deliveries are on the Deliveries tab.</p>
    </div>
  )
}
