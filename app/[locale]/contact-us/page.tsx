/**
 * /contact-us (accounts §2 "Help, FAQ and contact"): the contact form (createFeedback) and where
 * else to reach the shop. Alike for every visitor, so cached; the form is an island.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { FeedbackForm } from "@/components/contact/feedback-form";
import styles from "@/components/contact/contact.module.css";
import pageStyles from "@/components/help/help.module.css";
import { isLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/server/page-metadata";
import { ShopLink } from "@/components/layout/shop-link";

interface ContactProps {
  params: Promise<{ locale: string }>;
}

async function localeOf(props: ContactProps) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata(props: ContactProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(props), namespace: "contact" });
  return pageMetadata({ title: t("title"), description: t("intro"), path: "/contact-us" });
}

export default async function ContactPage(props: ContactProps) {
  const locale = await localeOf(props);
  setRequestLocale(locale);
  const t = await getTranslations("contact");
  return (
    <article className={`container ${pageStyles.page}`}>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>
        {t("intro")} <ShopLink href="/help/contact_us">{t("otherWays")}</ShopLink>
      </p>
      <FeedbackForm
        labels={{
          name: t("name"),
          email: t("email"),
          phone: t("phone"),
          subject: t("subject"),
          message: t("message"),
          optional: t("optional"),
          send: t("send"),
          sent: t("sent"),
          failed: t("failed"),
        }}
      />
    </article>
  );
}
