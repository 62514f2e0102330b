/**
 * Keyword tokenising for the catalog search (shopping §2: keyword search matches a search
 * attribute value, the style and the spu code, in English and Chinese, including partial terms).
 * Pure: the index builder and the query share it, so a term is cut the same way on both sides.
 *
 * - Text is NFKC-normalised (full-width letters become ASCII) and lowercased; apostrophes are
 *   dropped ("men's" → "mens").
 * - English/digit words: the index holds every prefix of 2+ characters, so the query word
 *   "wind" finds "windbreaker". One-letter words are not searchable. It also holds each whole
 *   word (and its singular) marked with "=", for synonyms.
 * - Chinese (Han) runs: the index holds every character and every pair of adjacent characters;
 *   a query run of one character is looked up as is, a longer one as its overlapping pairs, so
 *   "防水" and "防水外套" both find "輕量防水外套".
 * - Synonym groups (windbreaker ↔ 風褸 ...) are matched on the keyword before tokenising: a
 *   matched phrase becomes one clause satisfied by any phrase of its group, its English words
 *   matched whole (so "backpack" finds backpacks, not backpacking tents).
 * - A product matches when every clause matches. The keyword is cut to KEYWORD_MAX_CHARS and
 *   to KEYWORD_MAX_TERMS clauses, so a 1,000-character keyword costs no more than a short one.
 */
import { KEYWORD_MAX_CHARS, KEYWORD_MAX_TERMS } from "./constants";

/** Longest word kept; longer words are cut (and their prefixes indexed up to this length). */
export const MAX_WORD_LENGTH = 30;
const MIN_WORD_LENGTH = 2;
/** Marks a whole-word term; words hold only letters and digits, so it never clashes. */
const WHOLE = "=";
/** Most phrases of one synonym group used as alternatives, and terms in one alternative. */
const MAX_ALTERNATIVES = 8;

type Unit = { kind: "word" | "han"; text: string };

const UNIT = /(\p{Script=Han}+)|([\p{L}\p{N}]+)/gu;

export function normaliseText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/['’`]/g, "");
}

function units(normalised: string): Unit[] {
  const result: Unit[] = [];
  for (const match of normalised.matchAll(UNIT)) {
    if (match[1]) result.push({ kind: "han", text: match[1] });
    else if (match[2]) result.push({ kind: "word", text: match[2].slice(0, MAX_WORD_LENGTH) });
  }
  return result;
}

function wholeForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * Every index term of a text: word prefixes (2+ characters), whole words and adjacent word
 * pairs marked with "=" (with singular forms), Han unigrams and bigrams.
 */
export function indexTerms(text: string, into: Set<string> = new Set()): Set<string> {
  const list = units(normaliseText(text));
  list.forEach((unit, index) => {
    if (unit.kind === "word") {
      for (let length = MIN_WORD_LENGTH; length <= unit.text.length; length += 1) {
        into.add(unit.text.slice(0, length));
      }
      if (unit.text.length < MIN_WORD_LENGTH) return;
      for (const form of wholeForms(unit.text)) into.add(WHOLE + form);
      const next = list[index + 1];
      if (next?.kind === "word" && next.text.length >= MIN_WORD_LENGTH) {
        for (const form of wholeForms(next.text)) into.add(`${WHOLE}${unit.text} ${form}`);
      }
    } else {
      const chars = [...unit.text];
      chars.forEach((char, i) => {
        into.add(char);
        const following = chars[i + 1];
        if (following) into.add(char + following);
      });
    }
  });
  return into;
}

/**
 * The terms a query fragment must all match: its words as prefixes, its Han unigram or
 * bigrams. With `wholeWords` (synonym phrases), words are matched whole and in order: one
 * term per adjacent pair ("wind jacket" is one term), or the word itself when alone.
 */
function queryTermsOfUnits(list: Unit[], wholeWords = false): string[] {
  const terms: string[] = [];
  const words = list.filter((unit) => unit.kind === "word" && unit.text.length >= MIN_WORD_LENGTH);
  if (wholeWords && words.length > 1) {
    for (let i = 0; i + 1 < words.length; i += 1)
      terms.push(`${WHOLE}${words[i]?.text} ${words[i + 1]?.text}`);
  } else {
    for (const unit of words) terms.push(wholeWords ? WHOLE + unit.text : unit.text);
  }
  for (const unit of list) {
    if (unit.kind === "han") {
      const chars = [...unit.text];
      if (chars.length === 1) terms.push(chars[0] as string);
      for (let i = 0; i + 1 < chars.length; i += 1) terms.push(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return [...new Set(terms)];
}

export function queryTerms(text: string): string[] {
  return queryTermsOfUnits(units(normaliseText(text)));
}

export interface SynonymGroup {
  code: string;
  phrases: string[];
}

/** OR over alternatives; each alternative is an AND of index terms. */
export type KeywordClause = string[][];

export interface KeywordQuery {
  clauses: KeywordClause[];
}

interface PreparedPhrase {
  group: SynonymGroup;
  kind: "words" | "han";
  words: string[];
  han: string;
}

function preparePhrases(groups: readonly SynonymGroup[]): PreparedPhrase[] {
  const prepared: PreparedPhrase[] = [];
  for (const group of groups) {
    for (const phrase of group.phrases) {
      const list = units(normaliseText(phrase));
      if (list.length === 0) continue;
      if (list.every((unit) => unit.kind === "word")) {
        prepared.push({ group, kind: "words", words: list.map((unit) => unit.text), han: "" });
      } else if (list.length === 1 && list[0]?.kind === "han") {
        prepared.push({ group, kind: "han", words: [], han: list[0].text });
      }
    }
  }
  // Longest first, so "rain jacket" wins over "jacket".
  return prepared.sort(
    (a, b) => b.words.length - a.words.length || [...b.han].length - [...a.han].length,
  );
}

/** A query word matches a phrase word exactly or as its plural. */
function sameWord(query: string, phrase: string): boolean {
  return query === phrase || query === `${phrase}s` || query === `${phrase}es`;
}

function groupClause(group: SynonymGroup): KeywordClause {
  const alternatives = new Map<string, string[]>();
  for (const phrase of group.phrases) {
    const terms = queryTermsOfUnits(units(normaliseText(phrase)), true).slice(0, MAX_ALTERNATIVES);
    if (terms.length > 0) alternatives.set(terms.join("\u0000"), terms);
  }
  return [...alternatives.values()].slice(0, MAX_ALTERNATIVES);
}

/**
 * The clauses of a keyword, or null when the keyword is blank (no keyword filter). A keyword
 * with nothing searchable in it ("!", "a") gives zero clauses: it matches nothing.
 */
export function buildKeywordQuery(
  keyword: string | null | undefined,
  synonyms: readonly SynonymGroup[],
): KeywordQuery | null {
  if (typeof keyword !== "string" || keyword.trim() === "") return null;
  const list = units(normaliseText(keyword.slice(0, KEYWORD_MAX_CHARS)));
  const phrases = preparePhrases(synonyms);
  const clauses: KeywordClause[] = [];
  const seenGroups = new Set<string>();
  const rest: Unit[] = [];
  const addGroup = (group: SynonymGroup) => {
    if (seenGroups.has(group.code)) return;
    seenGroups.add(group.code);
    clauses.push(groupClause(group));
  };

  for (let i = 0; i < list.length;) {
    const unit = list[i] as Unit;
    if (unit.kind === "word") {
      const phrase = phrases.find(
        (candidate) =>
          candidate.kind === "words" &&
          candidate.words.every((word, offset) => {
            const queryUnit = list[i + offset];
            return queryUnit?.kind === "word" && sameWord(queryUnit.text, word);
          }),
      );
      if (phrase) {
        addGroup(phrase.group);
        i += phrase.words.length;
      } else {
        rest.push(unit);
        i += 1;
      }
      continue;
    }
    // A Han run: cut out synonym phrases, keep the pieces in between as plain text.
    let remaining = unit.text;
    for (const phrase of phrases) {
      if (phrase.kind !== "han" || !remaining.includes(phrase.han)) continue;
      addGroup(phrase.group);
      remaining = remaining.split(phrase.han).join(" ");
    }
    for (const piece of remaining.split(" ")) if (piece) rest.push({ kind: "han", text: piece });
    i += 1;
  }

  for (const term of queryTermsOfUnits(rest)) clauses.push([[term]]);
  return { clauses: clauses.filter((clause) => clause.length > 0).slice(0, KEYWORD_MAX_TERMS) };
}

/** Whether a product's index terms satisfy a keyword query (the brute-force twin of the SQL). */
export function matchesKeywordQuery(terms: ReadonlySet<string>, query: KeywordQuery): boolean {
  if (query.clauses.length === 0) return false;
  return query.clauses.every((clause) =>
    clause.some((alternative) => alternative.every((term) => terms.has(term))),
  );
}
