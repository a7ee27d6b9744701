import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  title: string
  onRetry: () => void
  children: ReactNode
}

interface State {
  error: Error | null
}

/** Keeps a failing area (remote down, or throwing) inside its own box: a message and a Retry button. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.title} failed:`, error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <main className="area-error" role="alert">
        <h1>{this.props.title} could not be loaded.</h1>
        <p>Please check your connection and try again.</p>
        <button type="button" className="button button--primary" onClick={this.props.onRetry}>
          Retry
        </button>
      </main>
    )
  }
}
