"use client";
/**
 * Header search entry (accounts §2 Header search): Enter or the icon goes to /list with
 * the keyword; the same keyword on /list reloads. The popup with hot terms and previews
 * comes with the catalog.
 */
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SearchIcon } from "./header-actions";
import styles from "./header.module.css";

export function SearchForm(props: { autoFocus?: boolean; onDone?: () => void }) {
  const t = useTranslations("header");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [keyword, setKeyword] = useState(
    pathname === "/list" ? (searchParams.get("keyword") ?? "") : "",
  );
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (props.autoFocus) input.current?.focus();
  }, [props.autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    props.onDone?.();
    if (pathname === "/list" && searchParams.get("keyword") === trimmed) {
      window.location.reload();
      return;
    }
    router.push(`/list?keyword=${encodeURIComponent(trimmed)}`);
  };

  return (
    <form role="search" action="/list" method="get" className={styles.searchForm} onSubmit={submit}>
      <input
        ref={input}
        name="keyword"
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t("searchPlaceholder")}
        aria-label={t("search")}
        maxLength={200}
        data-testid="search-input"
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton} aria-label={t("search")}>
        <SearchIcon />
      </button>
    </form>
  );
}
