"use client";
/**
 * Footer link groups (accounts §2 Footer): columns on desktop; on pad and mobile an
 * accordion where one group is open at a time and clicking the open one closes it. The
 * toggle is a button only where it toggles something, so desktop readers meet plain
 * headings rather than a button claiming to be collapsed.
 */
import { memo, useId, useState } from "react";
import { SiteLink } from "./site-link";
import { useCompactLayout } from "./use-media-query";
import styles from "./footer.module.css";

export interface FooterGroup {
  title: string;
  items: { label: string; href: string; blank?: true }[];
}

export function FooterGroups(props: { groups: FooterGroup[] }) {
  const compact = useCompactLayout();
  const idPrefix = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className={styles.groups}>
      {props.groups.map((group, index) => {
        const isOpen = open === index;
        const listId = `${idPrefix}-${index}`;
        return (
          <section key={group.title} className={styles.group} data-open={isOpen}>
            <h2 className={styles.heading}>
              {compact ? (
                <button
                  type="button"
                  className={styles.groupToggle}
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setOpen(isOpen ? null : index)}
                >
                  {group.title}
                  <span aria-hidden="true">{isOpen ? "−" : "+"}</span>
                </button>
              ) : (
                group.title
              )}
            </h2>
            <GroupLinks id={listId} items={group.items} />
          </section>
        );
      })}
    </div>
  );
}

/**
 * One group's links, kept out of the groups' re-renders (memo: the items are the server's props):
 * on a phone the headings turn into toggles after hydration, and the dozens of links under them
 * need not render again for that.
 */
const GroupLinks = memo(function GroupLinks(props: { id: string; items: FooterGroup["items"] }) {
  return (
    <ul id={props.id} className={styles.groupLinks}>
      {props.items.map((item) => (
        <li key={`${item.label}-${item.href}`}>
          <SiteLink href={item.href} blank={item.blank}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
});
