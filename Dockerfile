# B2B storefront: storefront + API in one image (docs/deploy.md).
#   docker build --build-arg VERSION=$(node -p "require('./package.json').version") -t b2b-storefront .
#   docker run -e NODE_ENV=production -e JWT_SECRET=… -e PAYMENT_WEBHOOK_SECRET=… -e DATABASE_URL=… -p 8080:8080 b2b-storefront
#   (without DATABASE_URL: the embedded database in the /data volume, one container only)
# The base image is pinned to a release; move it on purpose (and rebuild) for Node security releases.
ARG NODE_IMAGE=node:22.20.0-bookworm-slim

# 1. build: every dependency, the storefront (dist/) and the compiled server (build/)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# 2. run: plain node on the compiled server, production dependencies only, not root. The code stays owned by root,
#    so the app's user can read it but never change it; the only writable place is the data volume.
FROM ${NODE_IMAGE}
ARG VERSION=0.0.0
# The public source's reserved address (not created yet, see CONTRIBUTING.md "Publish the elements package"):
# `docker build --build-arg SOURCE_URL=…` with the real one.
ARG SOURCE_URL=https://github.com/b2b-storefront/b2b-storefront
LABEL org.opencontainers.image.title="b2b-storefront" \
      org.opencontainers.image.description="Embeddable B2B purchasing storefront: custom elements and their API server" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.source="${SOURCE_URL}"
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/dist/demo ./dist/demo
COPY --from=build /app/dist/elements ./dist/elements
COPY --from=build /app/server/drizzle ./server/drizzle
COPY --from=build /app/server/media ./server/media
COPY --from=build /app/scripts/start.js ./scripts/start.js
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "build/server/main.js"]
