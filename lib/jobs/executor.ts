/**
 * Runs the registry's jobs in this process, one run of a job at a time: a run asked for while
 * one is under way (the outbox woken twice, a pg-boss job arriving during a wake) is folded into
 * one more pass after it, never run beside it. Both runners go through here.
 */
import type { Db } from "@/lib/db/connect";
import { logger } from "@/lib/logger";
import type { Job } from "./types";

export interface JobExecutor {
  /** Runs the job (or one more pass of the run under way); rejects when the last pass threw. */
  run(name: string): Promise<void>;
  /** Resolves once no run is under way (shutdown). */
  idle(): Promise<void>;
}

interface Flight {
  running?: Promise<void>;
  again: boolean;
}

/** Numbers worth a log line: a count, a list's length, or an object of counts. */
function summary(result: unknown): Record<string, number> | null {
  if (typeof result === "number") return result > 0 ? { count: result } : null;
  if (Array.isArray(result)) return result.length > 0 ? { count: result.length } : null;
  if (result && typeof result === "object") {
    const counts = Object.entries(result).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number",
    );
    return counts.some(([, n]) => n > 0) ? Object.fromEntries(counts) : null;
  }
  return null;
}

export function createJobExecutor(
  jobs: readonly Job[],
  getDb: () => Promise<Db>,
  now: () => Date = () => new Date(),
): JobExecutor {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const flights = new Map<string, Flight>();

  async function passes(job: Job, flight: Flight): Promise<void> {
    let failure: unknown;
    do {
      flight.again = false;
      failure = undefined;
      try {
        const result = await job.run(await getDb(), now());
        const counts = summary(result);
        if (counts) logger.info("job ran", { job: job.name, ...counts });
      } catch (error) {
        failure = error;
        logger.error("job failed", { job: job.name, error });
      }
    } while (flight.again);
    if (failure !== undefined) throw failure;
  }

  return {
    run(name) {
      const job = byName.get(name);
      if (!job) return Promise.reject(new Error(`no job named "${name}"`));
      let flight = flights.get(name);
      if (!flight) flights.set(name, (flight = { again: false }));
      if (flight.running) {
        flight.again = true;
        return flight.running;
      }
      const current = flight;
      current.running = passes(job, current).finally(() => {
        current.running = undefined;
      });
      return current.running;
    },
    async idle() {
      await Promise.allSettled([...flights.values()].map((flight) => flight.running));
    },
  };
}
