/**
 * The page shell of the bag and checkout (issue 13 item 5): a `MainColumn` and a
 * `SummaryColumn` inside a `TwoColumnPage`, side by side on desktop (the summary sticky under
 * the header), the summary under the main column on pad and mobile. Anything else inside the
 * page positions itself (a fixed bar, a live region).
 */
import type { ReactNode } from "react";
import styles from "./two-column-page.module.css";

type DataAttributes = { [key: `data-${string}`]: string | undefined };

export function TwoColumnPage(
  props: DataAttributes & {
    /** A page's own addition to the shell, e.g. room for a fixed bar. */
    className?: string;
    children: ReactNode;
  },
) {
  const { className, children, ...data } = props;
  return (
    <div {...data} className={className ? `${styles.page} ${className}` : styles.page}>
      {children}
    </div>
  );
}

export function MainColumn(props: { children: ReactNode }) {
  return <div className={styles.main}>{props.children}</div>;
}

/** The summary beside the main column: a landmark named by `label`. */
export function SummaryColumn(props: { label: string; children: ReactNode }) {
  return (
    <aside className={styles.aside} aria-label={props.label}>
      {props.children}
    </aside>
  );
}
