// Module Federation settings every app shares: the singletons. (The apps, their ports and areas: shell/server/apps.mjs.)
//
// antd is deliberately not shared. Each app bundles the antd components it uses, split per route like its
// own code, and wraps its area in antd's ConfigProvider with the shop's one theme (@shop/shared/theme).
// A shared antd must be one build for the whole page: with shared tree shaking every app builds the same
// export list, so the first admin Table either rebuilds every app or loads a second antd; shared whole, it
// puts all of antd on every page that uses one Button. Per app, a remote that starts using a new component
// is deployed alone. Its style engine (@ant-design/cssinjs) is shared, so the page has one style cache.
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Packages with module state or React context: exactly one copy may run in the page. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  '@ant-design/cssinjs',
  '@supabase/supabase-js',
]

/**
 * Libraries whose shared copy is tree-shaken to these exports (Module Federation 2 shared tree shaking,
 * runtime-infer): every app builds the same subset, so whichever app's copy loads first satisfies the
 * others and the singleton holds. An app that needs another export adds it here.
 */
export const TREE_SHAKEN = {
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
  // The apps' own imports, then what RTK Query's React hooks (@reduxjs/toolkit/query/react) import from it.
  'react-redux': ['Provider', 'useDispatch', 'useSelector', 'useStore', 'ReactReduxContext', 'batch', 'shallowEqual'],
  // The apps' own imports, then what RTK Query (@reduxjs/toolkit/query, /query/react) imports from it.
  '@reduxjs/toolkit': [
    'combineSlices',
    'configureStore',
    'createDynamicMiddleware',
    'createSelector',
    'createSlice',
    'SHOULD_AUTOBATCH',
    'combineReducers',
    'createAction',
    'createAsyncThunk',
    'createNextState',
    'formatProdErrorMessage',
    'isAction',
    'isAllOf',
    'isAnyOf',
    'isAsyncThunkAction',
    'isFulfilled',
    'isPending',
    'isPlainObject',
    'isRejected',
    'isRejectedWithValue',
    'nanoid',
    'prepareAutoBatched',
  ],
}

/**
 * The modules of @shop/shared that hold state or React context (the run-time config, the Supabase
 * client, the store and its slices, toasts, the portals' server-data cache): one instance per page. Its pure helpers (money, statuses,
 * storage URLs, pricing, geo) are bundled into each app that uses them; no extra request to get them.
 */
const SHARED_STATEFUL = ['config', 'supabase', 'store', 'store/hooks', 'auth', 'cart', 'cart/persist', 'toast', 'api']

/**
 * Redux Toolkit's own dependencies, shared as one copy: the shell's toolkit bundles them, and RTK Query
 * (@reduxjs/toolkit/query, which an app loads when it first reads data) imports them by name; unshared,
 * the page would download a second immer and a second reselect with it.
 */
const TOOLKIT_DEPENDENCIES = ['immer', 'reselect']

/**
 * Subpath imports (`react/jsx-runtime`, `react-dom/client`) are shared too. RTK Query
 * (`@reduxjs/toolkit/query/react`) is not: its one instance is the api of @shop/shared/api (a singleton),
 * its skipToken a global symbol, so the app that provides the api bundles it, tree-shaken like its own
 * code; shared, the whole module would load (fetchBaseQuery, retry and the rest nobody calls).
 */
const SINGLETON_PREFIXES = ['react/', 'react-dom/']

/** The version the app installs, or null when it does not depend on the package. */
function installedVersion(appDir, name) {
  const file = path.join(appDir, 'node_modules', name, 'package.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null
}

/** Where the app's copy of `parent` has its dependency `name` (pnpm puts it beside that copy), or null. */
function dependencyDir(appDir, parent, name) {
  const parentDir = path.join(appDir, 'node_modules', parent)
  if (!existsSync(parentDir)) return null
  const dir = path.join(realpathSync(parentDir), parent.startsWith('@') ? '../..' : '..', name)
  return existsSync(path.join(dir, 'package.json')) ? realpathSync(dir) : null
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
    const version = installedVersion(appDir, name)
    if (!version) continue
    shared[name] = { singleton: true, requiredVersion: `^${version}` }
    if (treeShake && TREE_SHAKEN[name]) {
      shared[name].treeShaking = { mode: 'runtime-infer', usedExports: TREE_SHAKEN[name] }
    }
  }
  for (const name of TOOLKIT_DEPENDENCIES) {
    const dir = dependencyDir(appDir, '@reduxjs/toolkit', name)
    if (!dir) continue
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
    // The app does not depend on it by name: the provided module is the toolkit's own copy. The request is
    // relative to the app's folder (Rspack resolves it from the build's context): it is written into
    // remoteEntry.js, which must not depend on where the workspace was built.
    const request = path.relative(appDir, dir).split(path.sep).join('/')
    shared[name] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      import: request.startsWith('.') ? request : `./${request}`,
    }
  }
  for (const prefix of SINGLETON_PREFIXES) {
    const base = prefix.slice(0, -1)
    shared[prefix] = { singleton: true, requiredVersion: `^${installedVersion(appDir, base)}` }
  }
  const sharedPkg = createRequire(import.meta.url)('@shop/shared/package.json')
  for (const module of SHARED_STATEFUL) {
    shared[`@shop/shared/${module}`] = {
      singleton: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
    }
  }
  return shared
}
