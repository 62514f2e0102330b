"use client";
/**
 * The footer's follow-us icons (accounts §2 Footer: "follow-us icons (size 24; click shows a QR
 * popup if the icon has a QR code; click outside hides it)"). An icon with a QR code is a
 * button that shows the picture (Escape hides it too); one without is a link.
 */
import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import { FooterIcon } from "./footer-icons";
import styles from "./footer.module.css";

export interface FollowUsItem {
  icon: string;
  label: string;
  link?: string;
  target?: string;
  qrCode?: { src: string; width: number; height: number; alt: string };
}

export function FollowUs(props: { title: string; items: FollowUsItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open === null) return;
    const hideOutside = (event: PointerEvent) => {
      if (!list.current?.children[open]?.contains(event.target as Node)) setOpen(null);
    };
    const hideOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(null);
    };
    document.addEventListener("pointerdown", hideOutside);
    document.addEventListener("keydown", hideOnEscape);
    return () => {
      document.removeEventListener("pointerdown", hideOutside);
      document.removeEventListener("keydown", hideOnEscape);
    };
  }, [open]);

  return (
    <section className={styles.follow}>
      <h2 className={styles.heading}>{props.title}</h2>
      <ul ref={list} className={styles.followList}>
        {props.items.map((item, index) => (
          <li key={`${item.icon}-${index}`}>
            {item.qrCode ? (
              <>
                <button
                  type="button"
                  className={styles.followButton}
                  aria-label={item.label}
                  aria-expanded={open === index}
                  onClick={() => setOpen(open === index ? null : index)}
                >
                  <FooterIcon name={item.icon} size={24} />
                </button>
                {open === index && (
                  <div className={styles.qrPopup} role="dialog" aria-label={item.label}>
                    <Image
                      src={item.qrCode.src}
                      width={item.qrCode.width}
                      height={item.qrCode.height}
                      alt={item.qrCode.alt || item.label}
                      unoptimized={item.qrCode.src.endsWith(".svg")}
                    />
                  </div>
                )}
              </>
            ) : item.link ? (
              <a
                href={item.link}
                aria-label={item.label}
                {...(item.target === "_blank"
                  ? { target: "_blank", rel: "noopener noreferrer" }
                  : {})}
              >
                <FooterIcon name={item.icon} size={24} />
              </a>
            ) : (
              <span title={item.label}>
                <FooterIcon name={item.icon} size={24} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
