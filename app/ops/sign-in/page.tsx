/** /ops/sign-in: the operators' own sign-in (not the shop's /login). */
import type { Metadata } from "next";
import styles from "@/components/ops/ops.module.css";
import { SignInForm } from "@/components/ops/sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default function OpsSignInPage() {
  return (
    <main className={styles.shell}>
      <h1>Operations console</h1>
      <SignInForm />
    </main>
  );
}
