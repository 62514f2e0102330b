/**
 * Fail closed (issue 18 item 3, ADR 0050): a production start never falls back to the sandbox
 * payment provider, and a fresh checkout's first start writes the sandbox for the demo itself.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Env } from "@/lib/env";
import { MISSING_PAYMENT_PROVIDER_MESSAGE, paymentProviderFromEnv } from "@/lib/payment-config";

function env(values: Partial<Env>): Env {
  return { NODE_ENV: "development", ...values } as Env;
}

describe("the payment provider of a start", () => {
  it("refuses a production start without PAYMENT_PROVIDER, naming it", () => {
    expect(() => paymentProviderFromEnv(env({ NODE_ENV: "production" }))).toThrow(
      MISSING_PAYMENT_PROVIDER_MESSAGE,
    );
    expect(MISSING_PAYMENT_PROVIDER_MESSAGE).toContain("PAYMENT_PROVIDER");
  });

  it("takes the sandbox in production only when asked for by name", () => {
    expect(
      paymentProviderFromEnv(env({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" })),
    ).toBe("sandbox");
    expect(
      paymentProviderFromEnv(env({ NODE_ENV: "production", PAYMENT_PROVIDER: "paydollar" })),
    ).toBe("paydollar");
  });

  it("lets `next build` and development go on with the sandbox", () => {
    expect(
      paymentProviderFromEnv(env({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })),
    ).toBe("sandbox");
    expect(paymentProviderFromEnv(env({ NODE_ENV: "development" }))).toBe("sandbox");
    expect(paymentProviderFromEnv(env({ NODE_ENV: "test" }))).toBe("sandbox");
  });
});

describe("scripts/ensure-env.mjs", () => {
  const script = path.resolve("scripts/ensure-env.mjs");
  const run = (cwd: string, extra: Record<string, string> = {}) => {
    const childEnv = { PATH: process.env.PATH ?? "", ...extra } as unknown as NodeJS.ProcessEnv;
    const result = spawnSync(process.execPath, [script], { cwd, env: childEnv });
    expect(result.status).toBe(0);
  };

  it("writes the sandbox beside a new secret in a fresh checkout, so the demo starts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ensure-env-"));
    run(dir);
    const written = readFileSync(path.join(dir, ".env.local"), "utf8");
    expect(written).toMatch(/^SESSION_SECRET=[0-9a-f]{64}$/m);
    expect(written).toMatch(/^PAYMENT_PROVIDER=sandbox$/m);
  });

  it("never adds the sandbox to a configured .env.local or a deployment's environment", () => {
    const configured = mkdtempSync(path.join(tmpdir(), "ensure-env-"));
    const file = path.join(configured, ".env.local");
    writeFileSync(file, `SESSION_SECRET=${"x".repeat(40)}\n`);
    run(configured);
    expect(readFileSync(file, "utf8")).not.toContain("PAYMENT_PROVIDER");

    const deployed = mkdtempSync(path.join(tmpdir(), "ensure-env-"));
    run(deployed, { SESSION_SECRET: "y".repeat(40) });
    expect(() => readFileSync(path.join(deployed, ".env.local"), "utf8")).toThrow();
  });

  it("keeps a provider already chosen", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ensure-env-"));
    const file = path.join(dir, ".env.local");
    writeFileSync(file, "PAYMENT_PROVIDER=paydollar\n");
    run(dir);
    const written = readFileSync(file, "utf8");
    expect(written.match(/^PAYMENT_PROVIDER=/gm)).toHaveLength(1);
    expect(written).toMatch(/^SESSION_SECRET=/m);
  });
});
