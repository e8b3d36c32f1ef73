# The bar configurator as one image: the web app and the server built from the lockfile, run by
# an unprivileged user on Node.js 24 LTS. The same image runs the job worker
# (`node apps/server/dist/worker.js`, see compose.yaml). How to run it: docs/deploy.md.
# apps/server/test/deploy.test.ts keeps the install and build steps identical to the ones CI runs.

FROM node:24-slim AS build
WORKDIR /app
# The manifests first, so that the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/layout/package.json packages/layout/
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# DATA_DIR holds the generated app key, the embedded database and the .eml outbox when no
# DATABASE_URL, APP_KEY or SMTP_URL is given; the image's own files stay read-only for the server.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# No curl in the slim image: Node asks /api/health itself (200 while the database answers).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
