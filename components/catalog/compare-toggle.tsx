"use client";
/**
 * Adds a product to the compare list or takes it out (shopping §2: at most 4, by code, stored
 * locally). A fifth product is refused with a toast; a link to the compare view appears once
 * two products are in the list.
 */
import { useTranslations } from "next-intl";
import { toggleCompare, useCompareList } from "@/lib/client/local-lists";
import { useUiStore } from "@/lib/client/ui-store";
import { COMPARE_LIST_MAX } from "@/lib/domain/catalog/constants";
import styles from "./compare-toggle.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export function CompareToggle(props: { code: string }) {
  const t = useTranslations("compare");
  const list = useCompareList();
  const showToast = useUiStore((state) => state.showToast);
  const inList = list.includes(props.code);
  const toggle = () => {
    const result = toggleCompare(props.code);
    if (result === "full") {
      showToast(t("full", { max: COMPARE_LIST_MAX }), { status: "error" });
    }
  };
  return (
    <div className={styles.row}>
      <label>
        <input type="checkbox" checked={inList} onChange={toggle} />
        {t("add")}
      </label>
      {inList && list.length >= 2 ? (
        <ShopLink href="/compare">{t("view", { count: list.length })}</ShopLink>
      ) : null}
    </div>
  );
}
