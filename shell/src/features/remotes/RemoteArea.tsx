// One area of the site, served by a remote: loaded on first visit, rendered inside the shell's providers
// (store, router), contained by its own error boundary with a Retry that loads it afresh. Each remote
// brings its own antd with the shop's theme (@shop/shared/theme), so the shell does not load antd.

import { loadRuntimeConfig } from '@shop/shared/config'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react'
import { PageSpinner } from '../layout/PageSpinner.tsx'
import { AreaErrorBoundary } from './AreaErrorBoundary.tsx'
import { AREAS, type AreaName } from './areas.ts'
import { loadAreaRoutes } from './federation.ts'

// One lazy component per area and attempt, kept across visits so returning to an area does not suspend.
const loaded = new Map<AreaName, { attempt: number; Area: LazyExoticComponent<ComponentType> }>()

function areaComponent(name: AreaName, attempt: number) {
  const cached = loaded.get(name)
  if (cached && cached.attempt === attempt) return cached.Area
  const Area = lazy(async () => {
    const [Routes] = await Promise.all([loadAreaRoutes(name, { retry: attempt > 0 }), loadRuntimeConfig()])
    return { default: Routes }
  })
  loaded.set(name, { attempt, Area })
  return Area
}

export function RemoteArea({ name }: { name: AreaName }) {
  const [attempt, setAttempt] = useState(() => loaded.get(name)?.attempt ?? 0)
  const Area = areaComponent(name, attempt)
  return (
    <AreaErrorBoundary key={attempt} title={AREAS[name].title} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <Area />
      </Suspense>
    </AreaErrorBoundary>
  )
}
