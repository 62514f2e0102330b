/**
 * The runner on the embedded database (PGlite): one process owns the data folder
 * (lib/db/data-folder-lock.ts), so timers in that process are the whole schedule. An interval
 * job ticks in the middle of each slot, a cron job at its next time; a run still under way when
 * the next tick comes is followed by one more pass, never doubled (./executor.ts).
 */
import type { Db } from "@/lib/db/connect";
import { createJobExecutor } from "./executor";
import { assertJobs, delayToNextCron, delayToNextTick } from "./schedule";
import type { Job, JobRunner } from "./types";

export function startInProcessRunner(
  jobs: readonly Job[],
  getDb: () => Promise<Db>,
  now: () => Date = () => new Date(),
): JobRunner {
  assertJobs(jobs);
  const executor = createJobExecutor(jobs, getDb, now);
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  // Failures are logged by the executor; a timer has nobody else to tell.
  const runQuietly = (name: string) => void executor.run(name).catch(() => {});

  const plan = (job: Job) => {
    if (stopped) return;
    const at = now();
    const delay =
      typeof job.every === "number"
        ? delayToNextTick(job.every, at.getTime())
        : delayToNextCron(job.every, at);
    const timer = setTimeout(() => {
      runQuietly(job.name);
      plan(job);
    }, delay);
    // Timers never keep a script or a test alive; the server lives on its HTTP listener.
    timer.unref();
    timers.set(job.name, timer);
  };
  for (const job of jobs) plan(job);

  return {
    kind: "in-process",
    trigger(name) {
      if (!stopped) runQuietly(name);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      // A second stop() waits for the same runs; idle() settles whatever is still under way.
      await executor.idle();
    },
  };
}
