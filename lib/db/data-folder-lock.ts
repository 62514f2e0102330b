/**
 * Only one process may open a PGlite data folder (architecture: Data). The first opener
 * writes its pid to `<dataDir>.lock`; another process refuses with a clear message
 * instead of corrupting the files. A lock left by a process that died is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DataFolderInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database at ${dataDir} is in use by process ${pid} (is the shop running?). ` +
        `Stop that process first, or point DATABASE_URL at a Postgres server.`,
    );
    this.name = "DataFolderInUseError";
  }
}

export function acquireDataFolderLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      const release = () => rmSync(lockFile, { force: true });
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockFile, "utf8").trim());
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataFolderInUseError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
