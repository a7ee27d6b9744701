// Entry of this remote's own small host (its dev server, or its dist/ served alone). The shell does not
// run this: it loads ./routes through remoteEntry.js.
import(/* webpackChunkName: "bootstrap" */ './standalone.tsx')
