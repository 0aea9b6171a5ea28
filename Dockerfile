# syntax=docker/dockerfile:1
# Liga Manager: the compiled server and the built web app on Node 24 (LTS), run as the unprivileged `node`
# user. Build: docker build -t liga-manager .   Run: see compose.yaml and the README.

# 0. The workspace's manifests, which both install steps below start from.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/

# 1. Everything installed, the web app and the server built.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Only what the server needs at run time: the API's and the database package's dependencies.
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund -w @liga/api -w @liga/db -w @liga/domain

# 3. The image: no compilers, no sources, no dev dependencies.
FROM node:24-bookworm-slim
# pg_dump/pg_restore for backups on PostgreSQL (Debian bookworm ships client 15: use PostgreSQL 15).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
# glibc: two malloc arenas, not 8 per core: the threads that decode captures (sharp) otherwise keep
# their freed memory, and the process stays far above its idle size after a burst (decision 010).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/packages/db/migrations packages/db/migrations
RUN mkdir -p /data/backups && chown -R node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready = the database answers and the migrations are applied (GET /api/ready).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM closes live streams and exits within 10 s (Docker's default stop timeout).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
