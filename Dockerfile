# syntax=docker/dockerfile:1.7
# Fathom's production image: the build stage installs every dependency and builds the web app and the server;
# the runtime stage installs the server's production dependencies only and copies the built output.
# `npm test` proves the runtime stage's steps without Docker (scripts/check-production-image.mjs reads this file).
# The base image pinned by digest (Node 24.18.0, as scripts/lib/node-runtime.mjs pins for `npm start` and `npm test`).
ARG NODE_IMAGE=node:24.18.0-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build:production

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# The workspace manifests and the lock file: npm ci installs exactly the locked versions of the server's
# production dependencies (the web app, domain and contract are compiled into the built output).
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace @fathom/server --no-audit --no-fund
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
# Root owns the files; the server runs as the image's unprivileged user and writes nothing here
# (PostgreSQL holds the data: production refuses the embedded database).
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "apps/server/dist/healthcheck.js"]
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=25", "apps/server/dist/main.js"]
