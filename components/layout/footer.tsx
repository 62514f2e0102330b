/**
 * The footer (accounts §2 Footer (CMS-driven), §3 Footer content): the published footer's banner,
 * service block, article groups, subscribe form, follow-us icons, licence, logo, policy links
 * and badges, then the card brand logos. Alike for every visitor and part of the cached shell,
 * kept until the footer is published again. With no footer published, the card logos and the
 * licence from the text bundle still show.
 */
import { getTranslations } from "next-intl/server";
import Image from "next/image";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/domain/locales";
import { cachedFooter, type FooterContent } from "@/lib/server/content-cache";
import { FollowUs } from "./follow-us";
import { FooterGroups } from "./footer-groups";
import { FooterIcon } from "./footer-icons";
import { SiteLink } from "./site-link";
import { SubscribeForm } from "./subscribe-form";
import styles from "./footer.module.css";

/**
 * accounts §2 Footer: "Card brand logos: visa, master, amex, union pay, alipay, wechat,
 * octopus." Styled text badges: the shop's own, not the brands' artwork.
 */
const PAYMENT_BRANDS = [
  { id: "visa", label: "VISA" },
  { id: "master", label: "Mastercard" },
  { id: "amex", label: "AMEX" },
  { id: "unionpay", label: "UnionPay" },
  { id: "alipay", label: "Alipay" },
  { id: "wechat", label: "WeChat Pay" },
  { id: "octopus", label: "Octopus" },
] as const;

/** accounts §2 Footer: "logo (132x24 ...)", "extra badge images (105x45)". */
const LOGO_SIZE = { width: 132, height: 24 };
const BADGE_SIZE = { width: 105, height: 45 };

function FooterLink(props: {
  href: string;
  target?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <SiteLink href={props.href} blank={props.target === "_blank"} className={props.className}>
      {props.children}
    </SiteLink>
  );
}

export async function Footer(props: { locale: Locale }) {
  const [t, content] = await Promise.all([
    getTranslations({ locale: props.locale, namespace: "footer" }),
    cachedFooter(props.locale),
  ]);
  return (
    <footer className={styles.footer}>
      {content?.banner && <FooterBanner banner={content.banner} />}
      {content && <FooterTop content={content} t={t} />}
      <div className={`container ${styles.bottom}`}>
        <div className={styles.paymentsRow}>
          <span className={styles.paymentsLabel}>{t("paymentMethods")}</span>
          <ul className={styles.payments} aria-label={t("paymentMethods")}>
            {PAYMENT_BRANDS.map((brand) => (
              <li key={brand.id} data-brand={brand.id}>
                {brand.label}
              </li>
            ))}
          </ul>
        </div>
        {content?.extraList.length ? (
          <ul className={styles.badges}>
            {content.extraList.map((badge) => (
              <li key={badge.image.src}>
                <MaybeLink href={badge.link} target={badge.target}>
                  <Image
                    src={badge.image.src}
                    alt={badge.image.alt}
                    {...BADGE_SIZE}
                    unoptimized={badge.image.src.endsWith(".svg")}
                  />
                </MaybeLink>
              </li>
            ))}
          </ul>
        ) : null}
        {content?.policyList.length ? (
          <ul className={styles.policies}>
            {content.policyList.map((policy) => (
              <li key={policy.link}>
                <FooterLink href={policy.link} target={policy.target}>
                  {policy.title}
                </FooterLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.licenceRow}>
          {content?.logo && (
            <FooterLink href={content.logo.link} target={content.logo.target}>
              <Image
                src={content.logo.image.src}
                alt={content.logo.image.alt}
                {...LOGO_SIZE}
                unoptimized={content.logo.image.src.endsWith(".svg")}
              />
            </FooterLink>
          )}
          <p className={styles.licence}>{content?.license || t("licence")}</p>
        </div>
      </div>
    </footer>
  );
}

function MaybeLink(props: { href?: string; target?: string; children: ReactNode }) {
  if (!props.href) return <>{props.children}</>;
  return (
    <FooterLink href={props.href} target={props.target}>
      {props.children}
    </FooterLink>
  );
}

function FooterBanner(props: { banner: NonNullable<FooterContent["banner"]> }) {
  const { banner } = props;
  return (
    <div
      className={styles.banner}
      style={{ color: banner.colour, background: banner.backgroundColour }}
    >
      <div className="container">
        <p className={styles.bannerTitle}>{banner.title}</p>
        <FooterLink href={banner.link} className={styles.bannerLink}>
          {banner.linkText}
        </FooterLink>
      </div>
    </div>
  );
}

function FooterTop(props: {
  content: FooterContent;
  t: Awaited<ReturnType<typeof getTranslations<"footer">>>;
}) {
  const { content, t } = props;
  return (
    <div className={`container ${styles.top}`}>
      {content.service.length > 0 && (
        <section className={styles.service}>
          <h2 className={styles.heading}>{t("customerService")}</h2>
          {content.service.map((service, index) => (
            <div key={index} className={styles.serviceItem}>
              <p className={styles.serviceLine}>
                <FooterIcon name={service.icon} size={16} />
                {service.link ? (
                  <FooterLink href={service.link}>{service.method}</FooterLink>
                ) : (
                  service.method
                )}
              </p>
              <p className={styles.serviceTime}>{service.time}</p>
              {service.remark ? <p className={styles.serviceTime}>{service.remark}</p> : null}
            </div>
          ))}
        </section>
      )}
      <FooterGroups
        groups={content.articleGroups.map((group) => ({
          title: group.groupName,
          items: group.articleList.map((article) => ({
            label: article.title,
            href: article.link,
            ...(article.target === "_blank" ? { blank: true as const } : {}),
          })),
        }))}
      />
      <div className={styles.aside}>
        {content.subscribe && (
          <section className={styles.subscribe}>
            <h2 className={styles.heading}>{content.subscribe.title}</h2>
            <p>{content.subscribe.remark}</p>
            <SubscribeForm
              labels={{
                email: t("emailPlaceholder"),
                submit: t("subscribe"),
                required: t("rules.email.required"),
                type: t("rules.email.type"),
                success: t("operationSuccess"),
                fail: t("operationFail"),
              }}
            />
          </section>
        )}
        {content.follow && content.follow.list.length > 0 && (
          <FollowUs
            title={content.follow.title}
            items={content.follow.list.map((item) => ({
              icon: item.icon,
              label: item.label,
              ...(item.link ? { link: item.link } : {}),
              ...(item.target === "_blank" ? { target: item.target } : {}),
              ...(item.qrCode ? { qrCode: item.qrCode } : {}),
            }))}
          />
        )}
      </div>
    </div>
  );
}
