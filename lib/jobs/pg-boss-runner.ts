/**
 * The runner on PostgreSQL (DATABASE_URL): every instance runs this, and pg-boss makes each run
 * happen once across all of them.
 *
 * - Interval jobs: each instance ticks mid-slot and sends the job with `singletonSeconds` equal
 *   to the interval; pg-boss numbers the slot from the database clock and a unique index lets one
 *   job per slot in, so the other instances' sends are no-ops.
 * - Cron jobs: `boss.schedule`, whose timekeeper creates one job per occurrence however many
 *   instances watch it.
 * - Every instance works every queue; a job is claimed with SKIP LOCKED by one worker. Queues are
 *   "stately" (at most one job waiting and one running), so a slow run never overlaps the next
 *   slot's run on another instance and never piles up a backlog.
 *
 * pg-boss keeps its tables in its own schema (PG_BOSS_SCHEMA) and migrates it itself under its
 * own advisory lock; the app's Drizzle migrations never see it.
 */
import { PgBoss } from "pg-boss";
import type { Db } from "@/lib/db/connect";
import { logger } from "@/lib/logger";
import {
  JOB_HISTORY_SECONDS,
  JOB_STOP_TIMEOUT_MS,
  JOB_TIMEOUT_SECONDS,
  PG_BOSS_POLLING_SECONDS,
  PG_BOSS_POOL_SIZE,
  PG_BOSS_SCHEMA,
} from "./constants";
import { createJobExecutor } from "./executor";
import { assertJobs, delayToNextTick, slotSeconds } from "./schedule";
import type { Job, JobRunner } from "./types";

export interface PgBossRunnerOptions {
  connectionString: string;
  jobs: readonly Job[];
  getDb: () => Promise<Db>;
  now?: () => Date;
  /** Tests shorten the poll; the default suits a 5-second outbox. */
  pollingIntervalSeconds?: number;
  schema?: string;
}

export interface PgBossRunner extends JobRunner {
  readonly boss: PgBoss;
}

export async function startPgBossRunner(options: PgBossRunnerOptions): Promise<PgBossRunner> {
  const { jobs, getDb } = options;
  assertJobs(jobs);
  const now = options.now ?? (() => new Date());
  const executor = createJobExecutor(jobs, getDb, now);
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? PG_BOSS_SCHEMA,
    max: PG_BOSS_POOL_SIZE,
    application_name: "shop-jobs",
    // The cron timekeeper only where a cron job exists.
    schedule: jobs.some((job) => typeof job.every === "string"),
  });
  boss.on("error", (error: unknown) => logger.error("job queue error", { error }));
  // Slow queries, a growing queue, a clock far from the database's: worth an operator's look.
  boss.on("warning", (warning: unknown) => logger.warn("job queue warning", { warning }));
  await boss.start();

  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  let stopping: Promise<void> | undefined;

  const tick = (job: Job & { every: number }) => {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        boss
          .send(job.name, null, { singletonSeconds: slotSeconds(job.every) })
          .catch((error: unknown) => logger.error("job not queued", { job: job.name, error }));
        tick(job);
      },
      delayToNextTick(job.every, Date.now()),
    );
    timer.unref();
    timers.set(job.name, timer);
  };

  try {
    for (const job of jobs) {
      const settings = {
        retryLimit: 0, // the next slot is the retry
        expireInSeconds: JOB_TIMEOUT_SECONDS,
        deleteAfterSeconds: JOB_HISTORY_SECONDS,
      };
      await boss.createQueue(job.name, { policy: "stately", ...settings });
      // createQueue leaves an existing queue alone; settings changed in code still apply.
      await boss.updateQueue(job.name, settings);
      if (typeof job.every === "string") {
        await boss.schedule(job.name, job.every, null, { tz: "UTC" });
      } else {
        // A job moved from cron to an interval must not keep its old schedule.
        await boss.unschedule(job.name);
      }
      await boss.work(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? PG_BOSS_POLLING_SECONDS },
        // A throw fails the pg-boss job, so the failure shows in pgboss.job as well as the log.
        async () => executor.run(job.name),
      );
    }
    for (const job of jobs) {
      if (typeof job.every === "number") tick(job as Job & { every: number });
    }
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => {});
    throw error;
  }

  return {
    kind: "pg-boss",
    boss,
    trigger(name) {
      // In this process at once (the outbox after a request wrote a message): the job's own
      // claims (FOR UPDATE SKIP LOCKED) keep it safe beside another instance's run.
      if (!stopped) void executor.run(name).catch(() => {});
    },
    stop() {
      stopped = true;
      stopping ??= (async () => {
        for (const timer of timers.values()) clearTimeout(timer);
        timers.clear();
        // Graceful: the workers fetch no more and the runs under way finish and are completed.
        await boss.stop({ graceful: true, timeout: JOB_STOP_TIMEOUT_MS });
        await executor.idle();
      })();
      return stopping;
    },
  };
}
