// Async boundary: the shared libraries are negotiated with the Module Federation runtime before any
// of our code that imports them runs.
import { keepPrerenderStyleLast } from './features/prerender/handoff.ts'

/** Resolves in a task of its own, so that what follows does not lengthen the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

keepPrerenderStyleLast()
// Three tasks rather than one: this script (the federation runtime starting), then the shared
// libraries' negotiation and evaluation with the app's modules, then the app's start. Together they
// were one long task of a slow phone's main thread after the pre-rendered page was up, which a tap
// would have waited behind; the code arrives in parallel either way (the page preloads it).
nextTask()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(async ({ startApp }) => {
    await nextTask()
    startApp()
  })
