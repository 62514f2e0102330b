"use client";
/**
 * Footer link groups: columns on desktop, an accordion on mobile where one group is open at
 * a time and clicking the open one closes it (accounts §2 Footer).
 */
import Link from "next/link";
import { useState } from "react";
import styles from "./footer.module.css";

export interface FooterGroup {
  title: string;
  links: { label: string; href: string }[];
}

export function FooterGroups(props: { groups: FooterGroup[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className={styles.groups}>
      {props.groups.map((group, index) => (
        <section key={group.title} className={styles.group} data-open={open === index}>
          <h2 className={styles.heading}>
            <button
              type="button"
              className={styles.groupToggle}
              aria-expanded={open === index}
              onClick={() => setOpen(open === index ? null : index)}
            >
              {group.title}
              <span aria-hidden="true" className="mobile-only">
                {open === index ? "−" : "+"}
              </span>
            </button>
          </h2>
          <ul className={styles.groupLinks}>
            {group.links.map((link) => (
              <li key={link.label}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
