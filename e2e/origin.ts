/** Where the e2e server listens: `E2E_PORT`, 3100 by default (scripts/e2e-server.mjs). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
