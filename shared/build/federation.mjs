// Module Federation settings every app shares: the singletons. (The apps, their ports and areas: scripts/lib/apps.mjs.)
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Packages with module state or React context: exactly one copy may run in the page. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'antd',
  '@ant-design/cssinjs',
  '@supabase/supabase-js',
]

/**
 * Large libraries whose shared copy is tree-shaken to these exports (Module Federation 2 shared tree
 * shaking, runtime-infer): every app builds the same subset, so whichever app's copy loads first
 * satisfies the others and the singleton holds. An app that needs another export adds it here.
 */
export const TREE_SHAKEN = {
  antd: ['ConfigProvider', 'Button', 'Space', 'Image', 'PreviewGroup'],
  'react-router': [
    'BrowserRouter',
    'Routes',
    'Route',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
}

/**
 * The modules of @shop/shared that hold state or React context (the run-time config, the Supabase
 * client, the store and its slices, toasts): one instance per page. Its pure helpers (money, statuses,
 * storage URLs, pricing, geo) are bundled into each app that uses them; no extra request to get them.
 */
const SHARED_STATEFUL = ['config', 'supabase', 'store', 'store/hooks', 'auth', 'cart', 'cart/persist', 'toast']

/** Subpath imports (`react/jsx-runtime`, `react-dom/client`) are shared too. */
const SINGLETON_PREFIXES = ['react/', 'react-dom/', '@reduxjs/toolkit/']

function installedVersion(appDir, name) {
  const file = path.join(appDir, 'node_modules', name, 'package.json')
  return JSON.parse(readFileSync(file, 'utf8')).version
}

/**
 * The `shared` option for an app: singletons at the exact versions the workspace installs.
 * In development shared tree-shaking is off: there Rspack's export analysis drops exports the federation
 * runtime itself needs (the page fails with "__exportAll is not a function"), and size does not matter.
 * @param {string} appDir
 * @param {{ development?: boolean }} [options]
 */
export function sharedSingletons(appDir, { development = false } = {}) {
  const shared = {}
  const treeShake = !development
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: `^${installedVersion(appDir, name)}` }
    if (treeShake && TREE_SHAKEN[name]) {
      shared[name].treeShaking = { mode: 'runtime-infer', usedExports: TREE_SHAKEN[name] }
    }
  }
  for (const prefix of SINGLETON_PREFIXES) {
    const base = prefix.slice(0, -1)
    shared[prefix] = { singleton: true, requiredVersion: `^${installedVersion(appDir, base)}` }
  }
  const sharedPkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  for (const module of SHARED_STATEFUL) {
    shared[`@shop/shared/${module}`] = {
      singleton: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
    }
  }
  return shared
}
