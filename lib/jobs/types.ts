/**
 * A recurring job: a name (the pg-boss queue name too), how often it runs and what it does.
 * `run` takes the database and the time of the run, like every domain function, so a job is
 * usually one domain call: `{ name: "refund-retries", every: 60_000, run: retryRefunds }`.
 */
import type { Db } from "@/lib/db/connect";

export interface Job {
  /** Letters, digits, dashes: it names the queue in pg-boss and the job in the logs. */
  name: string;
  /**
   * Milliseconds between runs (whole seconds, at least 1 s: one run per slot of that length
   * across all instances), or a five-field cron expression in UTC ("0 3 * * *").
   */
  every: number | string;
  /** What the job does; the result is logged when it is a number or an object of numbers. */
  run(db: Db, now: Date): Promise<unknown>;
}

/** Starts, wakes and stops the registry's jobs in this process. */
export interface JobRunner {
  readonly kind: "in-process" | "pg-boss";
  /** Runs a job in this process now (outbox after a request wrote a message). */
  trigger(name: string): void;
  /** Stops the timers and waits for the runs under way; idempotent. */
  stop(): Promise<void>;
}
