/**
 * An empty PostgreSQL database of its own for a part that hands the database to other processes
 * (app instances, checkout workers) instead of opening pools in the test: created on the server
 * of DATABASE_URL with a unique name, dropped (forcibly, whoever is still connected) after.
 */
import { createScratchPostgres } from "../../support/scratch-postgres";
import { requirePostgresUrl } from "./harness";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  return createScratchPostgres(requirePostgresUrl(), label);
}
