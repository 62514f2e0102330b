/** The profile-edit rules shared by the /user form and updateMemberInfo (accounts §5; ADR 0025). */
import { describe, expect, it } from "vitest";
import { NAME_MAX_LENGTH } from "@/lib/domain/accounts/constants";
import {
  birthdayProblem,
  birthMonthOf,
  fieldProblems,
  memberInfoSchema,
  shopDate,
} from "@/lib/domain/accounts/registration-rules";

const today = "2026-11-22";
const problems = (input: unknown) => {
  const parsed = memberInfoSchema(today).safeParse(input);
  return parsed.success ? [] : fieldProblems(parsed.error);
};

describe("birthdayProblem", () => {
  it.each(["1990-05-04", "2000-02-29", "1900-01-01", today])("accepts %s", (value) => {
    expect(birthdayProblem(value, today)).toBeNull();
  });
  it.each(["2001-02-29", "1990-13-01", "1990-5-4", "04/05/1990", "1899-12-31", "2026-11-23", ""])(
    "refuses %s",
    (value) => expect(birthdayProblem(value, today)).toBe("birthdayInvalid"),
  );
  it("reads the month", () => expect(birthMonthOf("1990-05-04")).toBe(5));
});

describe("shopDate", () => {
  it("is the Hong Kong calendar day", () => {
    expect(shopDate(new Date("2026-11-22T16:30:00Z"))).toBe("2026-11-23");
    expect(shopDate(new Date("2026-11-22T15:30:00Z"))).toBe("2026-11-22");
  });
});

describe("memberInfoSchema", () => {
  it("accepts any subset of valid fields, trimming names", () => {
    const parsed = memberInfoSchema(today).parse({ firstName: "  Mei ", lastName: "陳" });
    expect(parsed).toEqual({ firstName: "Mei", lastName: "陳" });
    expect(problems({})).toEqual([]);
    expect(problems({ nickName: "" })).toEqual([]);
    expect(
      problems({ title: "MR", gender: "MALE", birthMonth: 5, birthday: "1990-05-04" }),
    ).toEqual([]);
  });

  it("refuses script-bearing, empty and over-long names", () => {
    expect(problems({ firstName: "<b>x</b>" })).toEqual([
      { field: "firstName", key: "nameCharacters" },
    ]);
    expect(problems({ lastName: "" })).toEqual([{ field: "lastName", key: "lastNameRequired" }]);
    expect(problems({ nickName: "n".repeat(NAME_MAX_LENGTH + 1) })).toEqual([
      { field: "nickName", key: "nameTooLong" },
    ]);
    expect(problems({ nickName: "a;b" })).toEqual([{ field: "nickName", key: "nameCharacters" }]);
  });

  it("refuses unknown titles and genders, bad months and a month that contradicts the birthday", () => {
    expect(problems({ title: "DR" })).toEqual([{ field: "title", key: "titleRequired" }]);
    expect(problems({ gender: "X" })).toEqual([{ field: "gender", key: "genderRequired" }]);
    expect(problems({ birthMonth: 0 })).toEqual([
      { field: "birthMonth", key: "birthMonthRequired" },
    ]);
    expect(problems({ birthMonth: 2.5 })).toEqual([
      { field: "birthMonth", key: "birthMonthRequired" },
    ]);
    expect(problems({ birthday: "1990-05-04", birthMonth: 6 })).toEqual([
      { field: "birthMonth", key: "birthMonthMismatch" },
    ]);
    expect(problems({ birthday: "2030-01-01" })).toEqual([
      { field: "birthday", key: "birthdayInvalid" },
    ]);
  });
});
