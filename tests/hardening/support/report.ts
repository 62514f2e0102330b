/**
 * Each part's figures as JSON under .reports/hardening/ (one file per part), which
 * scripts/hardening-report.mjs turns into the figures table of docs/reliability.md. A part
 * records figures (rounds, counts, durations, p50/p99) and, for a case the shop does not defend
 * yet, a gap with what was observed: gaps are not asserted (they would fail), they are listed.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { HARDENING_COMMAND } from "./harness";

export const REPORT_DIRECTORY = path.join(process.cwd(), ".reports", "hardening");

export interface Figure {
  name: string;
  value: string | number;
  unit?: string;
}

export interface Gap {
  case: string;
  observed: string;
}

export class PartReport {
  private readonly figures: Figure[] = [];
  private readonly gaps: Gap[] = [];
  private readonly started = Date.now();
  private database = "no database";

  constructor(
    readonly part: string,
    readonly title: string,
    readonly order: number,
  ) {}

  onDatabase(serverVersion: string): void {
    this.database = `PostgreSQL ${serverVersion}`;
  }

  figure(name: string, value: string | number, unit?: string): void {
    const existing = this.figures.findIndex((figure) => figure.name === name);
    const entry = { name, value, ...(unit ? { unit } : {}) };
    if (existing >= 0) this.figures[existing] = entry;
    else this.figures.push(entry);
  }

  gap(name: string, observed: string): void {
    this.gaps.push({ case: name, observed });
  }

  async write(): Promise<void> {
    await mkdir(REPORT_DIRECTORY, { recursive: true });
    const report = {
      part: this.part,
      title: this.title,
      order: this.order,
      command: HARDENING_COMMAND,
      ranAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - this.started) / 100) / 10,
      environment: `${this.database}, Node ${process.versions.node}, ${os.cpus().length} cores`,
      figures: this.figures,
      gaps: this.gaps,
    };
    await writeFile(
      path.join(REPORT_DIRECTORY, `${this.part}.json`),
      `${JSON.stringify(report, null, 2)}\n`,
    );
  }
}
