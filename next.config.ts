import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // WASM and native packages load from node_modules at run time (architecture: Data).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "sharp"],
  // Rendering cache in Redis when REDIS_URL is set, else in memory, never on disk (ADR 0030).
  cacheHandler: require.resolve("./lib/server/cache/page-cache-handler.mjs"),
  cacheHandlers: {
    default: require.resolve("./lib/server/cache/use-cache-handler.mjs"),
    remote: require.resolve("./lib/server/cache/use-cache-handler.mjs"),
  },
  images: {
    formats: ["image/webp"],
    qualities: [80],
  },
};

export default withNextIntl(nextConfig);
