/**
 * Limits of the app's PostgreSQL pool (issue 18 item 3 "Fail closed", ADR 0050). A request that
 * cannot get a connection, or whose statement runs away, fails with an error the API answers as a
 * server fault, instead of queueing without bound or holding a connection for minutes. PGlite is
 * one in-process connection and has neither setting.
 */

/**
 * How long a request waits for one of the pool's connections (pg `connectionTimeoutMillis`),
 * including opening a new one. A shop page needs its data in well under a second
 * (docs/benchmarks.md); a request that has waited 5 s for a connection is already lost to the
 * shopper, and answering it lets the load balancer and the shopper retry. Override:
 * DATABASE_CONNECTION_TIMEOUT_MS.
 */
export const DATABASE_CONNECTION_TIMEOUT_MS = 5_000;

/**
 * The longest one statement may run (PostgreSQL `statement_timeout`, set for every session of the
 * pool). Two orders of magnitude above the slowest query the shop's pages make, and below the
 * usual 30 s of a load balancer's request timeout, so the database stops working on an answer no
 * one is waiting for any more. Override: DATABASE_STATEMENT_TIMEOUT_MS (0 turns it off).
 */
export const DATABASE_STATEMENT_TIMEOUT_MS = 15_000;

/** PostgreSQL's error code for "canceling statement due to statement timeout". */
export const STATEMENT_TIMEOUT_ERROR_CODE = "57014";
