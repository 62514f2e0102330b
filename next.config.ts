import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // WASM and native packages load from node_modules at run time (architecture: Data).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "sharp"],
  images: {
    formats: ["image/webp"],
    qualities: [80],
  },
};

export default withNextIntl(nextConfig);
