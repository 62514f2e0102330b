/**
 * The parts every content page shares (ADR 0039; accounts §2 Shared layout "SEO headings h1,
 * h2, h3 from CMS data" and the breadcrumbs of the text bundles): the breadcrumbs, home first,
 * as a list and as schema.org BreadcrumbList, and the headings from the page's SEO info.
 * Server components only: no client JavaScript.
 */
import { ShopLink } from "@/components/layout/shop-link";
import { JsonLd } from "@/components/seo/json-ld";
import type { ContentPageData } from "@/lib/graphql/operations/content-pages";
import { breadcrumbJsonLd } from "@/lib/server/json-ld";
import { canonicalUrl } from "@/lib/server/page-metadata";
import styles from "./content-pages.module.css";

export function ContentBreadcrumbs(props: {
  label: string;
  homeLabel: string;
  items: ContentPageData["breadcrumbs"];
}) {
  const crumbs = [{ code: "", title: props.homeLabel, url: "/" }, ...props.items];
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          crumbs.map((crumb) => ({ name: crumb.title, url: canonicalUrl(crumb.url) })),
        )}
      />
      <nav aria-label={props.label} className={styles.breadcrumbs} data-testid="breadcrumbs">
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={crumb.url}>
              {index < crumbs.length - 1 ? (
                <ShopLink href={crumb.url}>{crumb.title}</ShopLink>
              ) : (
                <span aria-current="page">{crumb.title}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}

/** h1 from the SEO info's h1label, h2 and h3 from its extprops when it has them. */
export function SeoHeadings(props: { seo: ContentPageData["seo"] }) {
  const { h1label, extprops } = props.seo;
  return (
    <header className={styles.headings}>
      <h1>{h1label}</h1>
      {extprops.h2 ? <h2>{extprops.h2}</h2> : null}
      {extprops.h3 ? <h3>{extprops.h3}</h3> : null}
    </header>
  );
}
