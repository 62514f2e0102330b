/**
 * The layer rules of docs/architecture.md ("Layers"), checked by dependency-cruiser:
 *
 *   app, middleware.ts, instrumentation.ts      routes, route handlers, wiring
 *   components, lib/server, lib/jobs            React UI; server-side helpers of pages and routes;
 *                                               the recurring jobs
 *   lib/client, lib/graphql                     browser data; the API (schema, context, executor)
 *   lib/domain                                  business rules
 *   lib/db                                      Drizzle schema, connection, migrations
 *   lib/i18n, lib/session, lib/env.ts, ...      shared helpers, below the UI and the API
 *   lib/seed, scripts, tests, e2e, bench        clients of everything above, imported by nothing
 *
 * Arrows point down: a module may import its own layer and the ones below, never one above.
 * `npm run lint` runs these rules (scripts/check-dependencies.mjs), together with the one rule
 * dependency-cruiser cannot express: a "use client" module, and everything it imports, must not
 * reach server code. Run `npx depcruise --config .dependency-cruiser.cjs app components lib` to
 * see these rules alone.
 */

/** Modules that only scripts, tests and benchmarks use. */
const TOOLING = "^(scripts|tests|e2e|bench)/|^lib/seed/";
/** The spec's values, one module per owning domain: leaves that any layer may read. */
const CONSTANTS = "^lib/domain/([^/]+/constants|locales)\\.ts$";
/** The app's entry points. */
const ENTRY = "^app/|^(middleware|instrumentation)\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other cannot be understood, tested or moved apart.",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-stays-below",
      severity: "error",
      comment:
        "lib/domain holds the business rules: plain inputs in, plain data out. It never reaches up " +
        "into the API, the UI, the server helpers, the seed, the language or cookie helpers, or the " +
        "environment (architecture: 'No React, no GraphQL types, no process.env inside').",
      from: { path: "^lib/domain/" },
      to: {
        path: [
          ENTRY,
          TOOLING,
          "^components/",
          "^lib/(graphql|server|client|i18n|session)/",
          "^lib/(env|payment-config|identity-provider-config)\\.ts$",
          "^node_modules/(next|next-intl|use-intl|react|react-dom|@apollo|graphql|graphql-yoga|@pothos|zustand|js-cookie|server-only)/",
        ],
      },
    },
    {
      name: "db-stays-at-the-bottom",
      severity: "error",
      comment:
        "lib/db is the bottom layer: the domain uses it, never the reverse. The one exception is the " +
        "spec's value lists a table stores (order statuses, promotion types): the schema reads them " +
        "from the owning domain's constants module, a leaf that imports nothing else.",
      from: { path: "^lib/db/" },
      to: {
        path: [ENTRY, TOOLING, "^components/", "^lib/(domain|graphql|server|client|i18n|session)/"],
        pathNot: CONSTANTS,
      },
    },
    {
      name: "constants-are-leaves",
      severity: "error",
      comment:
        "A constants module (lib/domain/<domain>/constants.ts, lib/domain/locales.ts) holds the " +
        "spec's values in its wording and nothing else, so every layer, the database schema " +
        "included, may read it without pulling in logic.",
      from: { path: CONSTANTS },
      to: { pathNot: CONSTANTS },
    },
    {
      name: "api-below-the-ui",
      severity: "error",
      comment:
        "lib/graphql (schema, context, executor, documents) serves the UI and the server helpers; it " +
        "takes what it needs (database, payment settings) through its config and context.",
      from: { path: "^lib/graphql/" },
      to: { path: [ENTRY, TOOLING, "^components/", "^lib/(client|server)/"] },
    },
    {
      name: "browser-lib-below-the-ui",
      severity: "error",
      from: { path: "^lib/client/" },
      to: { path: [ENTRY, TOOLING, "^components/", "^lib/(server|db)/"] },
    },
    {
      name: "server-helpers-below-the-routes",
      severity: "error",
      comment: "lib/server serves pages and route handlers; it never imports their UI.",
      from: { path: "^lib/server/" },
      to: { path: [ENTRY, TOOLING, "^components/", "^lib/client/"] },
    },
    {
      name: "jobs-beside-the-server-helpers",
      severity: "error",
      comment:
        "lib/jobs runs domain work on a schedule (instrumentation.ts starts it); it never imports " +
        "the routes or the UI, and nothing below the entry points imports it.",
      from: { path: "^lib/jobs/" },
      to: { path: [ENTRY, TOOLING, "^components/", "^lib/client/"] },
    },
    {
      name: "only-the-entry-starts-jobs",
      severity: "error",
      from: { path: "^(lib|components)/", pathNot: "^lib/(jobs|seed)/" },
      to: { path: "^lib/jobs/" },
    },
    {
      name: "shared-helpers-stay-shared",
      severity: "error",
      comment:
        "Language, cookie, env and log helpers are used by every layer above the domain, so they " +
        "import none of those layers (nor the database).",
      from: { path: "^lib/(i18n|session)/|^lib/(env|logger)\\.ts$" },
      to: {
        path: [
          ENTRY,
          TOOLING,
          "^components/",
          "^lib/(graphql|server|client|db)/",
          "^lib/payment-config\\.ts$",
          "^lib/identity-provider-config\\.ts$",
        ],
      },
    },
    {
      name: "components-below-the-routes",
      severity: "error",
      comment: "Components read data through the API (or lib/server), never the database directly.",
      from: { path: "^components/" },
      to: { path: ["^app/", "^(middleware|instrumentation)\\.ts$", TOOLING, "^lib/db/"] },
    },
    {
      name: "middleware-stays-thin",
      severity: "error",
      comment:
        "middleware.ts only reads and writes cookies and redirects (architecture): no database, no " +
        "API, no server helpers; of the rendering cache, only the read side of whole documents " +
        "(ADR 0034), which brings no Redis client or renderer along, and the pure security " +
        "headers (docs/adr/0049).",
      from: { path: "^middleware\\.ts$" },
      to: {
        path: ["^lib/(db|graphql|server|client|seed)/", "^components/"],
        pathNot:
          "^lib/server/(cache/(document-response\\.ts|documents\\.mjs|process-stores\\.mjs)|security-headers\\.ts)$",
      },
    },
    {
      name: "app-code-never-imports-tooling",
      severity: "error",
      comment: "The seed, scripts and tests are clients of the app; the app never imports them.",
      from: { path: ["^(app|components)/", "^lib/", ENTRY], pathNot: "^lib/seed/" },
      to: { path: TOOLING },
    },
    {
      name: "no-unresolvable",
      severity: "error",
      comment: "An import dependency-cruiser cannot resolve is not checked by any rule above.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "^node_modules" },
    exclude: { path: "^(\\.next|\\.data|lib/db/migrations|public|test-results)/" },
    // Type-only imports count for the layers: the domain may not even name a GraphQL type.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    skipAnalysisNotInRules: true,
  },
};
