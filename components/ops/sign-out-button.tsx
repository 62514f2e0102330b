"use client";
import { useRouter } from "next/navigation";
import { callOps } from "@/lib/client/ops-api";
import { opsSignOut } from "@/lib/graphql/persisted/ops";
import styles from "./ops.module.css";

export function SignOutButton() {
  const router = useRouter();
  return (
    <button
      type="button"
      className={styles.button}
      onClick={async () => {
        await callOps(opsSignOut, {});
        router.replace("/ops/sign-in");
      }}
    >
      Sign out
    </button>
  );
}
