/**
 * /ops/sign-in: the operators' own sign-in (not the shop's /login). An operator already signed in
 * goes to the console. Reading the cookie also renders the page for each request, so its scripts
 * carry that request's nonce: a prerendered copy served from Next's cache would carry none, and
 * the console's policy (ADR 0049) would then stop the form from ever hydrating.
 */
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import styles from "@/components/ops/ops.module.css";
import { SignInForm } from "@/components/ops/sign-in-form";
import { getOperator } from "@/lib/server/ops-console";

export const metadata: Metadata = { title: "Sign in" };

export default async function OpsSignInPage() {
  if (await getOperator()) redirect("/ops");
  return (
    <main className={styles.shell}>
      <h1>Operations console</h1>
      <SignInForm />
    </main>
  );
}
