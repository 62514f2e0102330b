export const HTML_BUDGET_BYTES: { listing: number; detail: number };
export const FIRST_LOAD_JS_BUDGET_RATIO: {
  listing: number;
  detail: number;
  cart: number;
  checkout: number;
};
export const GZIP_LEVEL: number;
export const BARE_REFERENCE_FILE: string;
export const HOW_FIRST_LOAD_JS_IS_MEASURED: string;

export interface ScriptWeight {
  src: string;
  bytes: number;
  gzipBytes: number;
  nomodule: boolean;
}

export interface PageWeight {
  path: string;
  htmlBytes: number;
  scripts: ScriptWeight[];
  firstLoadJsGzipBytes: number;
  legacyGzipBytes: number;
}

export type BudgetPage = "listing" | "detail" | "cart" | "checkout";

export interface BudgetRow {
  page: BudgetPage;
  path: string;
  what: string;
  value: number;
  limit: number;
  ok: boolean;
}

export interface BareReference {
  nextVersion: string;
  page: string;
  firstLoadJsGzipBytes: number;
  legacyGzipBytes: number;
  scripts: ScriptWeight[];
  measured: string;
  measuredAt: string;
}

export function scriptSources(html: string): string[];
export function nomoduleSources(html: string): string[];
export function gzipBytes(body: Uint8Array): number;
export function sum(values: readonly number[]): number;
export function measurePage(
  origin: string,
  path: string,
  headers?: Record<string, string>,
): Promise<PageWeight>;
export function compareBudgets(
  pages: Partial<
    Record<BudgetPage, Pick<PageWeight, "path" | "htmlBytes" | "firstLoadJsGzipBytes">>
  >,
  bareFirstLoadJsGzipBytes: number,
): BudgetRow[];
export function formatKB(bytes: number): string;
export function formatBudgetRows(rows: readonly BudgetRow[]): string[];
export function nextVersionIn(root: string): string;
export function assertSameNextVersion(reference: BareReference, shopNextVersion: string): void;
