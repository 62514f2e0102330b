import { describe, expect, it } from "vitest";
import {
  buildKeywordQuery,
  indexTerms,
  matchesKeywordQuery,
  queryTerms,
  type SynonymGroup,
} from "@/lib/domain/catalog/search-tokens";
import { KEYWORD_MAX_TERMS } from "@/lib/domain/catalog/constants";

const synonyms: SynonymGroup[] = [
  { code: "windbreaker", phrases: ["windbreaker", "wind jacket", "風褸"] },
  { code: "rain-jacket", phrases: ["rain jacket", "防水外套"] },
  { code: "jacket", phrases: ["jacket", "外套"] },
  { code: "backpack", phrases: ["backpack", "背囊"] },
];

function matches(text: string, keyword: string): boolean {
  const query = buildKeywordQuery(keyword, synonyms);
  if (!query) throw new Error("blank keyword");
  return matchesKeywordQuery(indexTerms(text), query);
}

describe("index terms", () => {
  it("holds English prefixes, whole words with singulars, and Chinese unigrams and bigrams", () => {
    const terms = indexTerms("Men's Rain Jackets 防水外套");
    for (const term of [
      "me",
      "men",
      "mens",
      "ra",
      "rai",
      "rain",
      "ja",
      "jackets",
      "=jackets",
      "=jacket",
      "=rain jackets",
      "=rain jacket",
      "防",
      "水",
      "防水",
      "水外",
      "外套",
    ]) {
      expect(terms.has(term)).toBe(true);
    }
    expect(terms.has("j")).toBe(false);
    expect(terms.has("防水外")).toBe(false);
  });

  it("normalises full-width letters and case", () => {
    expect(indexTerms("ＧＯＲＥ-Tex").has("gore")).toBe(true);
    expect(queryTerms("ＧＯＲＥ")).toEqual(["gore"]);
  });
});

describe("keyword matching", () => {
  const windbreaker = "Harbour Trail Men's Gale Windbreaker 海港山徑 男裝烈風風褸";
  const windJacket = "Dragon's Back Breeze Wind Jacket 龍脊 微風防風褸 風褸";
  const rainJacket = "Lion Rock Gear Storm Shell Rain Jacket 獅子山裝備 風暴防水外套";
  const tent = "Summit Peak Trail Dome 2P Backpacking Tent 輕量帳篷";
  const pack = "Sai Kung Outfitters Trail 20 Daypack 日用背囊";

  it("finds 風褸 and windbreaker alike", () => {
    for (const keyword of ["windbreaker", "Windbreakers", "風褸", "wind jacket"]) {
      expect(matches(windbreaker, keyword)).toBe(true);
      expect(matches(windJacket, keyword)).toBe(true);
      expect(matches(rainJacket, keyword)).toBe(false);
    }
  });

  it("finds partial English and Chinese terms", () => {
    expect(matches(windbreaker, "windbr")).toBe(true);
    expect(matches(rainJacket, "sto")).toBe(true);
    expect(matches(rainJacket, "防水")).toBe(true);
    expect(matches(rainJacket, "水外")).toBe(true);
    expect(matches(rainJacket, "獅子山")).toBe(true);
    expect(matches(rainJacket, "獅子海")).toBe(false);
  });

  it("matches synonym words whole, so a backpack search leaves out backpacking tents", () => {
    expect(matches(pack, "背囊")).toBe(true);
    expect(matches(tent, "背囊")).toBe(false);
    expect(matches("Ridge 28 Backpack 背囊", "backpack")).toBe(true);
    expect(matches(tent, "backpacking")).toBe(true);
  });

  it("requires every term", () => {
    expect(matches(rainJacket, "storm rain jacket")).toBe(true);
    expect(matches(rainJacket, "storm windbreaker")).toBe(false);
  });

  it("treats a blank keyword as no filter and a keyword without terms as no match", () => {
    expect(buildKeywordQuery("   ", synonyms)).toBeNull();
    const nothing = buildKeywordQuery("! ? a", synonyms);
    expect(nothing?.clauses).toEqual([]);
    expect(matchesKeywordQuery(indexTerms("a b c"), nothing as never)).toBe(false);
  });

  it("bounds the work of a huge keyword", () => {
    const query = buildKeywordQuery(`${"word ".repeat(200)}${"字".repeat(500)}`, synonyms);
    expect(query?.clauses.length).toBeLessThanOrEqual(KEYWORD_MAX_TERMS);
  });
});
