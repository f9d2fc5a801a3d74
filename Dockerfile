# syntax=docker/dockerfile:1
# Pardus: multi-stage build. The runtime image holds the compiled server, the built web app, the
# server's production dependencies and the bundled library; it runs as the unprivileged `node` user.

# 1. Build: every dependency (TypeScript, esbuild, Vite), then `npm run build`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/protocol/package.json packages/protocol/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies of the server only (no web, test or build tooling).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/protocol/package.json packages/protocol/
RUN npm ci --omit=dev --workspace @pardus/server --no-audit --no-fund

# 3. Runtime.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/library ./library
# Served at /readme: the home screen links to its section on configuring a model and web search.
COPY --from=build /app/README.md ./
# The World Factbook's final edition, which the offline engine reads its places and facts from.
COPY --from=build /app/apps/server/vendor ./apps/server/vendor
RUN mkdir -p /data && chown node:node /data
USER node
# The embedded database (when DATABASE_URL is unset), the generated dev secret and the library index.
VOLUME ["/data"]
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8000) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
