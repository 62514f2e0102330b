import "server-only";
/**
 * Starts the registry's jobs with the app (instrumentation.ts) unless JOBS=off: on PostgreSQL
 * (DATABASE_URL) through pg-boss, so several instances run each job once per slot; on the
 * embedded PGlite in this process, which alone owns the data folder. Wires the outbox wake and
 * stops cleanly on SIGTERM/SIGINT (timers off, runs under way finished, pg-boss pool closed).
 */
import type { Db } from "@/lib/db/connect";
import { transportsFromEnv } from "@/lib/domain/outbox/transports";
import { setOutboxWake } from "@/lib/domain/outbox/wake";
import { getEnv, type Env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { paymentConfigFromEnv } from "@/lib/payment-config";
import { postRevalidation } from "@/lib/server/cache-revalidation";
import { startInProcessRunner } from "./in-process-runner";
import { startPgBossRunner } from "./pg-boss-runner";
import { OUTBOX_DELIVERY_JOB, shopJobs } from "./registry";
import type { JobRunner } from "./types";

const holder = globalThis as typeof globalThis & { __shopJobs?: Promise<JobRunner | null> };

/** The registry wired to this server: its own revalidation route, the configured transports. */
function jobsOf(env: Env) {
  return shopJobs({
    revalidateTags: (tags) =>
      postRevalidation(`http://127.0.0.1:${process.env.PORT ?? 3000}`, env.SESSION_SECRET, tags),
    transports: transportsFromEnv(env),
    paymentConfig: paymentConfigFromEnv,
    mediaDir: env.MEDIA_DIR,
  });
}

export interface StartJobsOptions {
  /** Stop on SIGTERM/SIGINT (the app); tests stop the runner themselves. */
  handleSignals?: boolean;
}

async function start(
  getDb: () => Promise<Db>,
  env: Env,
  options: StartJobsOptions,
): Promise<JobRunner | null> {
  if (env.JOBS === "off") return null;
  const jobs = jobsOf(env);
  const runner = env.DATABASE_URL
    ? await startPgBossRunner({ connectionString: env.DATABASE_URL, jobs, getDb })
    : startInProcessRunner(jobs, getDb);
  setOutboxWake(() => runner.trigger(OUTBOX_DELIVERY_JOB));
  logger.info("jobs started", { runner: runner.kind, jobs: jobs.map((job) => job.name) });
  if (options.handleSignals ?? true) {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        void stopJobs()
          .catch((error: unknown) => logger.error("jobs did not stop cleanly", { error }))
          .finally(() => {
            // Next.js exits from its own handler; where nothing else listens
            // (NEXT_MANUAL_SIG_HANDLE, a script) the signal's default action ends the process.
            if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
          });
      });
    }
  }
  return runner;
}

/** Once per process (hot reload re-runs instrumentation in development). */
export function startJobs(
  getDb: () => Promise<Db>,
  env: Env = getEnv(),
  options: StartJobsOptions = {},
): Promise<JobRunner | null> {
  holder.__shopJobs ??= start(getDb, env, options).catch((error: unknown) => {
    holder.__shopJobs = undefined;
    throw error;
  });
  return holder.__shopJobs;
}

/** Stops this process's jobs (timers off, runs under way finished, pool closed); idempotent. */
export async function stopJobs(): Promise<void> {
  const started = holder.__shopJobs;
  if (!started) return;
  setOutboxWake(undefined);
  const runner = await started.catch(() => null);
  await runner?.stop();
  if (holder.__shopJobs === started) holder.__shopJobs = undefined;
}
