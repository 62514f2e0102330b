/**
 * The job registry and the in-process runner (lib/jobs, docs/adr/0044): what a registry may
 * hold, when ticks fall, one run of a job at a time however often it is asked for, and a
 * runner that stops for good. Fake timers stand in for the clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/connect";
import { createJobExecutor } from "@/lib/jobs/executor";
import { startInProcessRunner } from "@/lib/jobs/in-process-runner";
import { OUTBOX_DELIVERY_JOB, shopJobs, type JobDependencies } from "@/lib/jobs/registry";
import { assertJobs, delayToNextCron, delayToNextTick } from "@/lib/jobs/schedule";
import type { Job } from "@/lib/jobs/types";

const db = {} as Db;
const getDb = async () => db;
const noop = async () => {};

/** The registry's dependencies with nothing behind them (no job here reaches them). */
function testDeps(): JobDependencies {
  return {
    revalidateTags: () => {},
    transports: { sms: { send: async () => {} } },
    paymentConfig: () => {
      throw new Error("no payments in these tests");
    },
    mediaDir: ".data/jobs-test-media",
  };
}

describe("the registry", () => {
  it("holds auto-cancel, outbox delivery, the expiry sweeps, refund retries, dispatch rebates the return-photo purge and stale visitors, each valid for both runners", () => {
    const jobs = shopJobs(testDeps());
    expect(jobs.map((job) => [job.name, job.every])).toEqual([
      ["auto-cancel", 60_000],
      [OUTBOX_DELIVERY_JOB, 5_000],
      ["expiry-sweeps", 3_600_000],
      ["refund-retries", 60_000],
      ["dispatch-rebates", 600_000],
      ["return-photo-purge", 3_600_000],
      ["stale-visitors", 86_400_000],
    ]);
    expect(() => assertJobs(jobs)).not.toThrow();
  });

  it("refuses what a runner could not honour", () => {
    const job = (name: string, every: number | string): Job => ({ name, every, run: noop });
    expect(() => assertJobs([job("a", 1000), job("a", 2000)])).toThrow(/registered twice/);
    expect(() => assertJobs([job("Bad Name", 1000)])).toThrow(/job name/);
    expect(() => assertJobs([job("half", 1500)])).toThrow(/whole seconds/);
    expect(() => assertJobs([job("fast", 500)])).toThrow(/whole seconds/);
    expect(() => assertJobs([job("cron", "every day")])).toThrow(/bad cron/);
    expect(() => assertJobs([job("nightly", "0 3 * * *"), job("often", 5000)])).not.toThrow();
  });
});

describe("when a job runs", () => {
  it("ticks in the middle of each slot", () => {
    expect(delayToNextTick(1000, 0)).toBe(500);
    expect(delayToNextTick(1000, 499)).toBe(1);
    expect(delayToNextTick(1000, 500)).toBe(1000);
    expect(delayToNextTick(5000, 12_345)).toBe(155);
    expect(delayToNextTick(60_000, 90_001)).toBe(59_999);
  });

  it("reads cron in UTC", () => {
    expect(delayToNextCron("0 3 * * *", new Date("2026-11-27T02:00:00Z"))).toBe(3_600_000);
    expect(delayToNextCron("*/5 * * * *", new Date("2026-11-27T02:01:00Z"))).toBe(240_000);
  });
});

describe("the executor", () => {
  it("runs a job once at a time and folds the asks that come meanwhile into one more pass", async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    let release!: () => void;
    const job: Job = {
      name: "slow",
      every: 1000,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        active -= 1;
      },
    };
    const executor = createJobExecutor([job], getDb);
    const first = executor.run("slow");
    await Promise.resolve();
    const second = executor.run("slow");
    const third = executor.run("slow");
    await vi.waitFor(() => expect(release).toBeDefined());
    release();
    await Promise.all([first, second, third]);
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it("reports a failed run to the caller and runs again next time", async () => {
    let calls = 0;
    const executor = createJobExecutor(
      [
        {
          name: "flaky",
          every: 1000,
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error("provider down");
          },
        },
      ],
      getDb,
    );
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    await expect(executor.run("flaky")).rejects.toThrow("provider down");
    stderr.mockRestore();
    await expect(executor.run("flaky")).resolves.toBeUndefined();
    await expect(executor.run("nobody")).rejects.toThrow(/no job/);
  });
});

describe("the in-process runner", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-27T00:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("runs each job on its timer with the time of the run, and at once when triggered", async () => {
    const seen: { name: string; at: string }[] = [];
    const record = (name: string) => async (_db: Db, now: Date) =>
      void seen.push({ name, at: now.toISOString() });
    const runner = startInProcessRunner(
      [
        { name: "often", every: 1000, run: record("often") },
        { name: "hourly", every: "0 * * * *", run: record("hourly") },
      ],
      getDb,
    );
    await vi.advanceTimersByTimeAsync(2_600);
    expect(seen).toEqual([
      { name: "often", at: "2026-11-27T00:00:00.500Z" },
      { name: "often", at: "2026-11-27T00:00:01.500Z" },
      { name: "often", at: "2026-11-27T00:00:02.500Z" },
    ]);
    runner.trigger("often");
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(seen.filter((run) => run.name === "hourly")).toEqual([
      { name: "hourly", at: "2026-11-27T01:00:00.000Z" },
    ]);
    await runner.stop();
    const count = seen.length;
    runner.trigger("often");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(count);
  });

  it("waits for a run under way when it stops", async () => {
    let finished = false;
    const runner = startInProcessRunner(
      [
        {
          name: "long",
          every: 1000,
          run: async () => {
            await new Promise((resolve) => setTimeout(resolve, 5_000));
            finished = true;
          },
        },
      ],
      getDb,
    );
    await vi.advanceTimersByTimeAsync(600);
    const stopped = runner.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(finished).toBe(true);
  });
});
