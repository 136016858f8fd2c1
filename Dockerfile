# B2B storefront: storefront + API in one image (docs/deploy.md).
#   docker build -t b2b-storefront .
#   docker run -e NODE_ENV=production -e JWT_SECRET=… -e PAYMENT_WEBHOOK_SECRET=… -e DATABASE_URL=… -p 8080:8080 b2b-storefront

# 1. build: every dependency, the storefront (dist/) and the compiled server (build/)
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# 2. run: plain node on the compiled server, production dependencies only, not root
FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/dist/demo ./dist/demo
COPY --from=build --chown=node:node /app/dist/elements ./dist/elements
COPY --from=build --chown=node:node /app/server/drizzle ./server/drizzle
COPY --from=build --chown=node:node /app/server/media ./server/media
COPY --from=build --chown=node:node /app/scripts/start.js ./scripts/start.js
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "build/server/main.js"]
