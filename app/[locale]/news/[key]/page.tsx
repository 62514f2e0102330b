/**
 * /news/{key} (accounts §2: the landing page "also reachable at ... /news/{key?}"): the same page
 * as /landingPage/{key}, whose address its canonical link names.
 */
export {
  default,
  generateMetadata,
  generateStaticParams,
} from "@/app/[locale]/landingPage/[key]/page";
