/**
 * The console's top bar: where you are, the sections the operator's role may use (content;
 * orders, stock, customers and outbox: ADR 0046), who you are, and signing out.
 */
import { ShopLink as Link } from "@/components/layout/shop-link";
import { consoleSections } from "@/lib/domain/operations/console-url";
import type { OperatorData } from "@/lib/graphql/operations/ops";
import styles from "./ops.module.css";
import { SignOutButton } from "./sign-out-button";

export function OpsBar(props: { operator: OperatorData }) {
  const sections = consoleSections(props.operator.permissions);
  return (
    <header className={styles.bar}>
      <Link href="/ops">Operations console</Link>
      {sections.length > 0 ? (
        <nav aria-label="Console sections" className={styles.menu} data-testid="ops-menu">
          {sections.map((section) => (
            <Link key={section.href} href={section.href}>
              {section.label}
            </Link>
          ))}
        </nav>
      ) : null}
      <span data-testid="ops-operator">
        {props.operator.email} ({props.operator.role.toLowerCase().replace("_", " ")})
      </span>
      <SignOutButton />
    </header>
  );
}
