"use client";
/**
 * Header search entry (accounts §2 Header search): Enter or the icon goes to /list with
 * the keyword; the same keyword on /list reloads. A plain GET form underneath, so the
 * search works before the script loads. Focus opens the popup (hot terms and hot sellers, or
 * a preview of the keyword's results); leaving the search (after 100 ms, so a click inside
 * lands first), Escape or a route change closes it.
 */
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { useLocationSearch } from "@/lib/client/use-current-path";
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { SEARCH_BLUR_DELAY_MS } from "@/lib/client/ui-constants";
import { SearchIcon } from "./icons";
import { isSameSearch, searchHref } from "./nav-helpers";
import { useCompactLayoutChange } from "./use-media-query";
import styles from "./header.module.css";
import overlayStyles from "./mobile-menu.module.css";

/** Loads on the first focus of a search box: many pages are left without a search. */
const SearchPopup = dynamic(() => import("./search-popup").then((module) => module.SearchPopup), {
  ssr: false,
});

export function SearchForm(props: { autoFocus?: boolean; onDone?: () => void }) {
  const t = useTranslations("header");
  const router = useRouter();
  const pathname = usePathname();
  const search = useLocationSearch();
  const listKeyword = pathname === "/list" ? new URLSearchParams(search).get("keyword") : null;
  const [keyword, setKeyword] = useState(listKeyword ?? "");
  const input = useRef<HTMLInputElement>(null);

  // Follow the list page's keyword when it changes by navigation (state adjusted in render).
  const [shownListKeyword, setShownListKeyword] = useState(listKeyword);
  if (shownListKeyword !== listKeyword) {
    setShownListKeyword(listKeyword);
    setKeyword(listKeyword ?? "");
  }

  useEffect(() => {
    if (props.autoFocus) input.current?.focus();
  }, [props.autoFocus]);

  const popupId = useId();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), SEARCH_BLUR_DELAY_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    setOpen(false);
    props.onDone?.();
    input.current?.blur();
    if (isSameSearch(pathname, listKeyword, trimmed)) {
      window.location.reload();
      return;
    }
    router.push(searchHref(trimmed));
  };

  return (
    <div
      className={styles.searchBox}
      onFocus={() => {
        clearTimeout(closeTimer.current);
        setOpen(true);
      }}
      onBlur={leave}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
    >
      <form
        role="search"
        action="/list"
        method="get"
        className={styles.searchForm}
        onSubmit={submit}
      >
        <input
          ref={input}
          name="keyword"
          type="search"
          enterKeyHint="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t("searchPlaceholder")}
          aria-label={t("search")}
          maxLength={200}
          autoComplete="off"
          data-testid="search-input"
          className={styles.searchInput}
        />
        <button type="submit" className={styles.searchButton} aria-label={t("search")}>
          <SearchIcon />
        </button>
      </form>
      {open ? (
        <SearchPopup
          id={popupId}
          keyword={keyword}
          onPick={(term) => {
            setKeyword(term);
            setOpen(false);
            props.onDone?.();
          }}
        />
      ) : null}
    </div>
  );
}

/** The search icon and its full-width overlay; the input takes focus on open. */
export function MobileSearch() {
  const t = useTranslations("header");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  useCompactLayoutChange(open, (compact) => {
    if (!compact) setOpen(false);
  });

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="mobile-only">
      <button
        ref={button}
        type="button"
        className={overlayStyles.iconButton}
        aria-label={t("search")}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <SearchIcon />
      </button>
      {open && (
        <div
          className={overlayStyles.searchOverlay}
          role="dialog"
          aria-label={t("search")}
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
        >
          <SearchForm autoFocus onDone={() => setOpen(false)} />
          <button type="button" className={overlayStyles.closeText} onClick={close}>
            {t("close")}
          </button>
        </div>
      )}
    </div>
  );
}
