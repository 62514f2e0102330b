import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // server-only guards the Next bundle; tests run server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
  // One graphql instance: CommonJS dependencies (yoga, Pothos) and our ESM imports must share it.
  graphql: path.resolve(import.meta.dirname, "node_modules/graphql/index.js"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        esbuild: { jsx: "automatic" },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}", "lib/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Order e-mails need their renderer, as instrumentation.ts installs it in the app.
          setupFiles: ["tests/support/order-emails.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Issue 18's hardening suite (docs/reliability.md): PostgreSQL only, `npm run test:hardening`.
          name: "hardening",
          include: ["tests/hardening/**/*.test.ts"],
          setupFiles: ["tests/support/order-emails.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Against the production build: scripts/test-all.mjs runs it after `npm run build`.
          name: "instances",
          include: ["tests/instances/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          // Seeding a fresh database and starting two `next start` take most of a minute.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
