"use client";
/**
 * What every account form does on submit (accounts §5, §8): check the input with the zod
 * schema the API also uses and show each field's problem in the shopper's language; then call
 * the API, show a success text, or the first userError (on its field too when it names one),
 * or the server-error text. One place, so the forms differ only in their fields.
 */
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { UserErrorException } from "@/lib/client/operations";
import { fieldProblems } from "@/lib/domain/accounts/registration-rules";
import styles from "./account.module.css";

export interface FormMessageData {
  ok: boolean;
  text: string;
}

export function useAccountForm() {
  const tForm = useTranslations("accountForms");
  const tError = useTranslations("loginError");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<FormMessageData | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** `run` returns the success text to show, if any. */
  async function submit<S extends z.ZodType>(
    schema: S,
    values: unknown,
    run: (data: z.infer<S>) => Promise<string | undefined>,
  ): Promise<void> {
    setMessage(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          fieldProblems(parsed.error).map(({ field, key }) => [field, tForm(`errors.${key}`)]),
        ),
      );
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const done = await run(parsed.data);
      if (done) setMessage({ ok: true, text: done });
    } catch (error) {
      const userError = error instanceof UserErrorException ? error : null;
      if (userError?.userError.field) setErrors({ [userError.userError.field]: userError.message });
      setMessage({ ok: false, text: userError ? userError.message : tError("serverError") });
    } finally {
      setSubmitting(false);
    }
  }

  return { errors, message, submitting, submit, serverErrorMessage: tError("serverError") };
}

/** The form's outcome: a status line, or an alert when it failed. */
export function FormMessage({ message }: { message: FormMessageData | null }) {
  if (!message) return null;
  return (
    <p className={message.ok ? undefined : styles.formError} role={message.ok ? "status" : "alert"}>
      {message.text}
    </p>
  );
}
