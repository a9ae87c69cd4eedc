# syntax=docker/dockerfile:1
# The API with the built frontends it serves. Build from the repository root:
#   docker build -f docker/api.Dockerfile -t csec-site .
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and argon2 may compile from source.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY apps/api/package.json apps/api/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/public-site/package.json frontends/public-site/
COPY frontends/admin/package.json frontends/admin/
COPY frontends/e2e/package.json frontends/e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json nest-cli.json ./
COPY libs libs
COPY apps apps
COPY frontends frontends
RUN npm run build
# Keep only what runs in production (sharp's platform binaries are optional dependencies: keep them).
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/frontends/shell/dist frontends/shell/dist
COPY --from=build /app/frontends/public-site/dist frontends/public-site/dist
COPY --from=build /app/frontends/admin/dist frontends/admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "run", "--silent", "start:prod"]
