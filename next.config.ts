import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders } from "./lib/server/security-headers";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    messages: { path: "./messages", format: "json", locales: ["en", "zh"], precompile: true },
  },
});

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
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pg-boss", "sharp"],
  // Rendering cache in Redis when REDIS_URL is set, else in memory, never on disk (ADR 0030).
  cacheHandler: require.resolve("./lib/server/cache/page-cache-handler.mjs"),
  cacheHandlers: {
    default: require.resolve("./lib/server/cache/use-cache-handler.mjs"),
    remote: require.resolve("./lib/server/cache/use-cache-handler.mjs"),
  },
  // Security headers on every answer (docs/adr/0049); a page's Content-Security-Policy comes from
  // middleware (a nonce or its scripts' hashes), an API answer's from here. The sandbox's card
  // page sets its own stricter policy (Next keeps a header set here over a route's own).
  // HSTS follows PUBLIC_BASE_URL as the build sees it.
  async headers() {
    const everywhere = baseSecurityHeaders({
      publicBaseUrl: process.env.PUBLIC_BASE_URL ?? "",
      development: process.env.NODE_ENV === "development",
    }).map(([key, value]) => ({ key, value }));
    const apiPolicy = [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }];
    return [
      { source: "/:path*", headers: everywhere },
      { source: "/api/:path((?!payments/sandbox/).*)", headers: apiPolicy },
      { source: "/media/:path*", headers: apiPolicy },
    ];
  },
  images: {
    formats: ["image/webp"],
    qualities: [80],
    // Few widths, so a list's 30 cards carry short srcsets: phones at 2-3x, tablets, desktop
    // cards and the detail gallery (Next's default lists ten, up to 3840 px). Product photos
    // gain nothing above 1200 px in a half-screen gallery; the catalog's own are 800 px wide.
    deviceSizes: [640, 828, 1200],
    imageSizes: [128, 256, 384],
  },
};

export default withNextIntl(nextConfig);
