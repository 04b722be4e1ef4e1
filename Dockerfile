# Production image: next build, then the edge server (server/server.mjs). Run alone, it applies migrations at start
# (payload migrate) and then execs the server, so the server gets the container's SIGTERM and stops gracefully.
# Several instances must not migrate at once: docker-compose.yml runs the migrations once, in its `migrate` service.
# The image carries production dependencies only (`npm ci --omit=dev`): no embedded PostgreSQL, no test or lint
# tools. Point DATABASE_URL at a PostgreSQL (docker-compose.yml starts one).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# one build, no next one to reuse Turbopack's build cache (next.config.mjs)
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_BUILD_CACHE=0
RUN npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY . .
COPY --from=build /app/.next ./.next
VOLUME /data
EXPOSE 3000
CMD ["sh", "-c", "node node_modules/payload/bin.js migrate && exec node server/server.mjs -p ${PORT}"]
