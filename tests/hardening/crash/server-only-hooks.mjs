// `server-only` guards the Next bundle and throws anywhere else; the checkout worker runs the
// server modules directly, as vitest does with its alias (vitest.config.ts). React Server
// conditions would silence it too, but they also take react-dom/server from the e-mail renderer.
import { register } from "node:module";

const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
