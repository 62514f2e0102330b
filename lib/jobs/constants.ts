/**
 * How the job runners behave. None of this is in the spec (docs/adr/0044-job-queue.md explains
 * each value).
 */

/** Not in the spec: the schema pg-boss keeps its queues in, beside the app's public schema. */
export const PG_BOSS_SCHEMA = "pgboss";
/** Not in the spec: connections of the pg-boss pool per instance (the app's pool has 10). */
export const PG_BOSS_POOL_SIZE = 3;
/** Not in the spec: how often a worker asks PostgreSQL for a due job, in seconds. */
export const PG_BOSS_POLLING_SECONDS = 2;
/**
 * Not in the spec: a run that takes longer is taken as lost (its instance died) and the queue is
 * free again; every job here finishes in seconds and bounds its own batch.
 */
export const JOB_TIMEOUT_SECONDS = 300;
/** Not in the spec: finished runs are kept this long in pgboss.job, for an operator to read. */
export const JOB_HISTORY_SECONDS = 24 * 3600;
/** Not in the spec: how long a SIGTERM waits for the runs under way before the process goes. */
export const JOB_STOP_TIMEOUT_MS = 20_000;
