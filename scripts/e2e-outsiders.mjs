// What every e2e server needs around the shop, whatever runs the shop: its test settings, a fake
// identity provider for social sign-in (docs/adr/0024, 1000 ports up), a real local SMTP server
// whose mail the specs read (e2e/mail.ts, 2000 ports up) and a map tile URL that cannot load
// (ADR 0039: the machine has no internet, so the store locator must give way to its list).
import { startFakeIdentityProvider } from "../tests/support/fake-identity-provider.mjs";
import { startSmtpSink } from "./smtp-sink.mjs";

/** Starts the outsiders for an e2e server on `port`; returns the env the shop needs and a stop. */
export async function startE2eOutsiders(port) {
  const env = {
    // A production start names its payment provider (ADR 0050); the suite pays with test cards.
    PAYMENT_PROVIDER: "sandbox",
    // Every browser of the suite comes from one address; the per-client visitor sign-in limit
    // (ADR 0050) is for shoppers, and its own integration test proves it.
    VISITOR_LOGIN_LIMIT: "100000",
  };
  const identityProvider = await startFakeIdentityProvider({ port: port + 1000 });
  Object.assign(env, identityProvider.env());
  const smtp = await startSmtpSink({ port: port + 2000, file: `.data/e2e-${port}-mail.jsonl` });
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  env.MAP_TILE_URL = process.env.MAP_TILE_URL ?? "http://127.0.0.1:65531/tiles/{z}/{x}/{y}.png";
  return {
    env,
    async stop() {
      await identityProvider.close();
    },
  };
}
