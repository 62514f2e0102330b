// @vitest-environment jsdom
/**
 * The account forms' shared submit (components/account/use-account-form.tsx; accounts §5, §8):
 * zod problems shown per field in the shopper's language and nothing sent; a userError shown
 * as the form's alert and on its field; anything else as the server-error text.
 */
import { act, cleanup, renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAccountForm } from "@/components/account/use-account-form";
import { UserErrorException } from "@/lib/client/operations";
import { staffSignUpSchema } from "@/lib/domain/accounts/staff-rules";
import messages from "@/messages/en.json";

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={messages}>
    {children}
  </NextIntlClientProvider>
);

afterEach(cleanup);

describe("useAccountForm", () => {
  it("shows each field's problem and sends nothing when the input breaks a rule", async () => {
    const { result } = renderHook(() => useAccountForm(), { wrapper });
    const run = vi.fn(async () => "done");
    await act(() =>
      result.current.submit(staffSignUpSchema, { staffCode: "", surname: "<b>" }, run),
    );
    expect(run).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      staffCode: messages.accountForms.errors.staffCodeRequired,
      surname: messages.accountForms.errors.nameCharacters,
    });
    expect(result.current.message).toBeNull();
  });

  it("passes the parsed input on and shows the success text", async () => {
    const { result } = renderHook(() => useAccountForm(), { wrapper });
    const run = vi.fn(async () => "Saved.");
    await act(() =>
      result.current.submit(staffSignUpSchema, { staffCode: " S20001 ", surname: "Chan" }, run),
    );
    expect(run).toHaveBeenCalledWith({ staffCode: "S20001", surname: "Chan" });
    expect(result.current.message).toEqual({ ok: true, text: "Saved." });
    expect(result.current.submitting).toBe(false);
  });

  it("shows a userError on its field and as the alert; other failures as the server error", async () => {
    const { result } = renderHook(() => useAccountForm(), { wrapper });
    const refused = new UserErrorException({
      code: "STAFF_NOT_MATCHED",
      field: "staffCode",
      message: "Staff no. or Surname is not correct",
    });
    const values = { staffCode: "S20001", surname: "Wong" };
    await act(() =>
      result.current.submit(staffSignUpSchema, values, () => Promise.reject(refused)),
    );
    expect(result.current.errors).toEqual({ staffCode: "Staff no. or Surname is not correct" });
    expect(result.current.message).toEqual({
      ok: false,
      text: "Staff no. or Surname is not correct",
    });
    await act(() =>
      result.current.submit(staffSignUpSchema, values, () => Promise.reject(new Error("offline"))),
    );
    expect(result.current.message).toEqual({ ok: false, text: messages.loginError.serverError });
  });
});
