/**
 * When a job runs: the registry's `every` checked once at start, the slot a run belongs to and
 * the wait until the next tick. Cron expressions are read by pg-boss (which runs them on
 * PostgreSQL), so both runners agree on what "0 3 * * *" means.
 */
import { PgBoss } from "pg-boss";
import type { Job } from "./types";

const NAME = /^[a-z][a-z0-9-]{0,62}$/;

/**
 * previewSchedule is pure (no connection is opened until start()); one idle instance reads the
 * cron expressions of the in-process runner and the checks below.
 */
let cronReader: PgBoss | undefined;
function readCron(cron: string, from: Date, count: number): Date[] {
  cronReader ??= new PgBoss({ connectionString: "postgres://cron-reader.invalid/none" });
  return cronReader.previewSchedule(cron, { from, count, tz: "UTC" });
}

/** Refuses a registry a runner could not honour: duplicate or odd names, bad intervals. */
export function assertJobs(jobs: readonly Job[]): void {
  const seen = new Set<string>();
  for (const job of jobs) {
    if (!NAME.test(job.name))
      throw new Error(`job name "${job.name}": lower-case letters, digits, dashes`);
    if (seen.has(job.name)) throw new Error(`job "${job.name}" is registered twice`);
    seen.add(job.name);
    if (typeof job.every === "number") {
      // pg-boss throttles by whole seconds (singletonSeconds is an integer).
      if (!Number.isInteger(job.every) || job.every < 1000 || job.every % 1000 !== 0) {
        throw new Error(`job "${job.name}": every must be whole seconds in ms (>= 1000)`);
      }
    } else {
      try {
        readCron(job.every, new Date(0), 1);
      } catch (error) {
        throw new Error(`job "${job.name}": bad cron "${job.every}"`, { cause: error });
      }
    }
  }
}

/** The slot length in seconds of an interval job (one run per slot across instances). */
export function slotSeconds(everyMs: number): number {
  return everyMs / 1000;
}

/**
 * Milliseconds from `nowMs` to the middle of the next slot, or of this one if its middle is
 * still ahead. Ticking mid-slot keeps a tick from falling on a boundary, where a small
 * difference between this clock and the database's (which numbers the slots) or a late timer
 * could put two ticks in one slot and none in the next.
 */
export function delayToNextTick(everyMs: number, nowMs: number): number {
  const middle = Math.floor(nowMs / everyMs) * everyMs + everyMs / 2;
  return middle > nowMs ? middle - nowMs : middle + everyMs - nowMs;
}

/** Milliseconds from `now` to the next time the cron expression names (UTC). */
export function delayToNextCron(cron: string, now: Date): number {
  const [next] = readCron(cron, now, 1);
  if (!next) throw new Error(`cron "${cron}" has no next run`);
  return Math.max(0, next.getTime() - now.getTime());
}
