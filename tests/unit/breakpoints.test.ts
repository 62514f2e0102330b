import { readFileSync } from "node:fs";
import { execSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { customMediaCss } from "@/lib/client/breakpoints";

describe("breakpoints", () => {
  it("app/breakpoints.css is the one written from lib/client/breakpoints.ts (npm run css:breakpoints)", () => {
    expect(readFileSync("app/breakpoints.css", "utf8")).toBe(customMediaCss());
  });

  it("style sheets name their media instead of writing widths", () => {
    const sheets = execSync("git ls-files '*.css'", { encoding: "utf8" })
      .split("\n")
      .filter((file) => file && file !== "app/breakpoints.css");
    const numbered = sheets.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => /@media[^{]*\d+px/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(numbered).toEqual([]);
  });

  it("components write media queries (image sizes, matchMedia) from the same names", () => {
    const sources = execSync(
      "git ls-files 'app/*.ts' 'app/*.tsx' 'components/*.ts' 'components/*.tsx'",
      {
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter(Boolean);
    const numbered = sources.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => /\((max|min)-width:\s*\d+px\)/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(numbered).toEqual([]);
  });
});
