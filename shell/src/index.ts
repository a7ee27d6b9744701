// Async boundary: the shared libraries are negotiated with the Module Federation runtime before any
// of our code that imports them runs.
import { keepPrerenderStyleLast } from './features/prerender/handoff.ts'

keepPrerenderStyleLast()
import(/* webpackChunkName: "bootstrap" */ './bootstrap')
