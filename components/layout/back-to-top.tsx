"use client";
/** "a back-to-top button appearing after 300 px of scrolling" (accounts §2 Shared layout). */
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { BACK_TO_TOP_AFTER_PX } from "@/lib/client/ui-constants";
import { ChevronIcon } from "./icons";
import styles from "./overlays.module.css";

export function BackToTop() {
  const t = useTranslations("common");
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <button
      type="button"
      className={styles.backToTop}
      hidden={!visible}
      aria-label={t("backToTop")}
      data-testid="back-to-top"
      onClick={() => {
        // Smooth unless the shopper asked the system for less motion.
        const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
      }}
    >
      <ChevronIcon direction="up" size={22} />
    </button>
  );
}
