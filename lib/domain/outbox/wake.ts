/**
 * Asks the job runner of this process (lib/jobs, job "outbox-delivery") to deliver now, after
 * a write, instead of at its next tick. A no-op where no worker runs (tests, scripts):
 * the interval or `npm run outbox -- --send` delivers those rows.
 */
const holder = globalThis as typeof globalThis & { __outboxWake?: () => void };

export function wakeOutbox(): void {
  holder.__outboxWake?.();
}

export function setOutboxWake(wake: (() => void) | undefined): void {
  holder.__outboxWake = wake;
}
