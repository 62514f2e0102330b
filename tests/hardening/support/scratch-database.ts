/**
 * An empty PostgreSQL database of its own for a part that hands the database to other processes
 * (app instances, checkout workers) instead of opening pools in the test: created on the server
 * of DATABASE_URL with a unique name, dropped (forcibly, whoever is still connected) after.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { requirePostgresUrl } from "./harness";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const serverUrl = requirePostgresUrl();
  const name = `shop_${label}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
