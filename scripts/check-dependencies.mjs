// The dependency rule of CI (`npm run lint`, and a gate of `npm test`): the layer rules of
// .dependency-cruiser.cjs, plus the one rule dependency-cruiser cannot express, because it cannot
// see the "use client" directive: a client module, and everything it imports at run time, must
// not reach server code (server-only, lib/db, lib/server, the API's server side, node builtins,
// database and API server packages). Type-only imports are erased before the bundle and are not
// followed. It also refuses two domain folders that import each other (a cycle between folders
// that no single module cycle shows). Exits 1 on any violation.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const TARGETS = [
  "app",
  "components",
  "lib",
  "middleware.ts",
  "instrumentation.ts",
  "scripts",
  "tests",
  "e2e",
  "bench",
];

/** Modules a browser bundle must never contain. */
const SERVER_PATH =
  /^(lib\/(db|server|seed)\/|lib\/graphql\/(?!operations\/|persisted\/|wire\.ts$)|lib\/(env|payment-config)\.ts$|node_modules\/(server-only|pg|pg-pool|drizzle-orm|@electric-sql\/pglite|@node-rs|graphql-yoga|@pothos|@escape\.tech|sharp)\/)/;
/** Server entry points of packages that also have a browser side, by the name imported. */
const SERVER_SPECIFIER = /^(next\/(headers|server|cache)|next-intl\/server)$/;

function cruise() {
  const result = spawnSync(
    "npx",
    ["depcruise", "--config", ".dependency-cruiser.cjs", "--output-type", "json", ...TARGETS],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0 && !result.stdout.startsWith("{")) {
    process.stderr.write(result.stderr);
    console.error("check-dependencies: dependency-cruiser did not run");
    process.exit(2);
  }
  return JSON.parse(result.stdout);
}

/** True when the file's first statement is the "use client" directive (comments may precede it). */
function isClientModule(file) {
  if (!/\.(ts|tsx|js|jsx|mjs)$/.test(file)) return false;
  const source = readFileSync(file, "utf8")
    .replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, "")
    .slice(0, 20);
  return /^["']use client["']/.test(source);
}

function isServerDependency(dependency) {
  return (
    dependency.coreModule ||
    SERVER_PATH.test(dependency.resolved) ||
    SERVER_SPECIFIER.test(dependency.module)
  );
}

const runtimeEdges = (node) =>
  node.dependencies.filter((dependency) => !dependency.dependencyTypes.includes("type-only"));

/** Every run-time path from a client module into server code, one per crossing import. */
function clientReachViolations(modules) {
  const bySource = new Map(modules.map((node) => [node.source, node]));
  const clients = modules.filter(
    (node) => /^(app|components|lib)\//.test(node.source) && isClientModule(node.source),
  );
  const crossings = new Map();
  for (const client of clients) {
    const cameFrom = new Map([[client.source, null]]);
    const queue = [client.source];
    while (queue.length > 0) {
      const source = queue.shift();
      const node = bySource.get(source);
      if (!node) continue;
      for (const dependency of runtimeEdges(node)) {
        if (isServerDependency(dependency)) {
          const key = `${source} → ${dependency.resolved}`;
          if (!crossings.has(key)) {
            const chain = [dependency.resolved];
            for (let at = source; at; at = cameFrom.get(at)) chain.unshift(at);
            crossings.set(key, chain);
          }
          continue;
        }
        if (dependency.resolved.startsWith("node_modules/")) continue;
        if (!cameFrom.has(dependency.resolved)) {
          cameFrom.set(dependency.resolved, source);
          queue.push(dependency.resolved);
        }
      }
    }
  }
  return { clients: clients.length, chains: [...crossings.values()] };
}

/**
 * Domain folders that import each other (cart → checkout → cart): each import may be fine on its
 * own, yet the two folders can no longer be understood or moved apart. One line per pair.
 */
function domainFolderCycles(modules) {
  // A constants module is a leaf (rule constants-are-leaves): reading another domain's values
  // ties no logic together, so it makes no cycle.
  const folderOf = (file) =>
    /\/constants\.ts$/.test(file) ? undefined : /^lib\/domain\/([^/]+)\//.exec(file)?.[1];
  const edges = new Map();
  for (const node of modules) {
    const from = folderOf(node.source);
    if (!from) continue;
    for (const dependency of node.dependencies) {
      const to = folderOf(dependency.resolved);
      if (!to || to === from) continue;
      const key = `${from} → ${to}`;
      if (!edges.has(key)) edges.set(key, `${node.source} → ${dependency.resolved}`);
    }
  }
  const cycles = [];
  for (const [key, example] of edges) {
    const [from, to] = key.split(" → ");
    const back = edges.get(`${to} → ${from}`);
    if (back && from < to)
      cycles.push(`lib/domain/${from} ⇄ lib/domain/${to}: ${example}; ${back}`);
  }
  return cycles;
}

const started = performance.now();
const result = cruise();
const ruleViolations = result.summary.violations.filter((v) => v.rule.severity === "error");
for (const violation of ruleViolations) {
  const cycle = violation.cycle?.map((step) => step.name ?? step).join(" → ");
  console.error(
    `error ${violation.rule.name}: ${violation.from} → ${cycle ?? violation.to}` +
      (violation.comment ? `\n    ${violation.comment}` : ""),
  );
}
const reach = clientReachViolations(result.modules);
if (reach.clients === 0) {
  // A check that sees no client module proves nothing: fail rather than pass silently.
  console.error(
    'check-dependencies: found no "use client" module; is the cruise looking at the app?',
  );
  process.exit(2);
}
for (const chain of reach.chains) {
  console.error(`error client-reaches-server: ${chain.join(" → ")}`);
}
const folderCycles = domainFolderCycles(result.modules);
for (const cycle of folderCycles) console.error(`error no-domain-folder-cycle: ${cycle}`);
const total = ruleViolations.length + reach.chains.length + folderCycles.length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `check-dependencies: ${result.summary.totalCruised} modules, ${reach.clients} client modules, ` +
    `${total} violation${total === 1 ? "" : "s"} (${seconds} s)`,
);
if (total > 0) {
  console.error(
    "Arrows point down (docs/architecture.md, Layers; rules in .dependency-cruiser.cjs).",
  );
  process.exit(1);
}
