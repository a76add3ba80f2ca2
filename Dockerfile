# One image for api, projector and worker; the compose file picks the entry point.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/eventstore/package.json packages/eventstore/
COPY packages/platform/package.json packages/platform/
COPY packages/read-models/package.json packages/read-models/
COPY services/api/package.json services/api/
COPY services/projector/package.json services/projector/
COPY services/worker/package.json services/worker/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production
# Each service's garbage is collected before its old space passes 192 MB, not when V8 likes:
# a 15 MB CSV streamed page by page left 150 MB of garbage otherwise (docs/decisions.md D323).
ENV NODE_OPTIONS=--max-old-space-size=192
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "services/api/dist/main.js"]
