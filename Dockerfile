# The shell's server: serves the shell's build, its config.json and remotes.json (from the environment),
# index.html with preload hints, and /api → the project's Edge Functions. The remotes are not in this
# image: each is static files on a CDN of its own (docs/DEPLOY.md), named by REMOTE_*_URL.
#
#   docker build -t kampala-meats-shell .
#   docker run -p 3000:3000 --env-file .env.production kampala-meats-shell
#
# Settings (environment; `pnpm check:production .env.production` checks them first, .env.example lists
# them): SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY (or the legacy SUPABASE_ANON_KEY), REMOTE_STOREFRONT_URL,
# REMOTE_ADMIN_URL, REMOTE_OUTLET_URL, REMOTE_RIDER_URL; optional MAP_TILE_URL, MAP_TILE_ATTRIBUTION.
# Without the required ones the server refuses to start and names each missing one.

# The Node pinned in package.json (devDependencies.node).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
RUN npm install --global pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm --filter @shop/shared --filter @shop/shell -r build
# The server's one run-time dependency, sirv, with its own dependencies (which have none), exactly as the
# lockfile installed them: pnpm keeps a package beside its dependencies, so that folder, with the links
# dereferenced, is a complete plain node_modules.
RUN cp -rL "$(dirname "$(readlink -f shell/node_modules/sirv)")" /server-modules

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0
WORKDIR /app
# Only what the server runs: its TypeScript (run by Node's own type stripping), the shell's build and
# sirv. Owned by root and read-only to the server's user.
COPY --from=build /repo/shell/package.json shell/package.json
COPY --from=build /repo/shell/bin shell/bin
COPY --from=build /repo/shell/server shell/server
COPY --from=build /server-modules shell/node_modules
COPY --from=build /repo/shell/dist shell/dist
USER node
EXPOSE 3000
# config.json answers once the server runs with its settings (on 3000: leave PORT_OFFSET unset here).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "shell/bin/serve.mjs", "shell"]
