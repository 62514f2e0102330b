/** The console's top bar: where you are, who you are, and signing out. */
import { ShopLink as Link } from "@/components/layout/shop-link";
import type { OperatorData } from "@/lib/graphql/operations/ops";
import styles from "./ops.module.css";
import { SignOutButton } from "./sign-out-button";

export function OpsBar(props: { operator: OperatorData }) {
  return (
    <header className={styles.bar}>
      <Link href="/ops">Operations console</Link>
      <span data-testid="ops-operator">
        {props.operator.email} ({props.operator.role.toLowerCase().replace("_", " ")})
      </span>
      <SignOutButton />
    </header>
  );
}
