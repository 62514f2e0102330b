import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Pages every visitor sees alike are prerendered on first request and kept until a tag they
  // carry is revalidated (docs/architecture.md "Rendering cache").
  cacheComponents: true,
  // A list or product page nobody asked for yet renders in full on its first request (no
  // fallback shell first): crawlers and shoppers get the whole page, later requests the cache.
  partialPrefetching: false,
  poweredByHeader: false,
  // WASM and native packages load from node_modules at run time (architecture: Data).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "sharp"],
  images: {
    formats: ["image/webp"],
    qualities: [80],
  },
};

export default withNextIntl(nextConfig);
