export { DEFAULT_JWT_SECRET, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from './config/defaults.ts'
export { resolveConfig, type StackConfig, type StackOptions } from './config/index.ts'
export { type RunningStack, startStack } from './stack.ts'
