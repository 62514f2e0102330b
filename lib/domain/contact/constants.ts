/** Newsletter and feedback rules (accounts §5 Footer subscribe, §7 Newsletter, feedback). */

/** accounts §7: footer subscribe (subscribeEmail), subscribeNewsLetter, and the teaser's TEASER type. */
export const NEWSLETTER_SOURCES = ["FOOTER", "NEWSLETTER", "TEASER"] as const;

/** Not in the spec ("Feedback and teaser (newsletter) inputs: fields not shown"; ADR 0036). */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
export const FEEDBACK_SUBJECT_MAX_LENGTH = 120;
/**
 * Not in the spec (issue 16: "Feedback flooding: rate-limited per client"; ADR 0036): a person
 * writes a few messages an hour at most; a script writes hundreds.
 */
export const FEEDBACK_PER_CLIENT_PER_HOUR = 5;
export const FEEDBACK_WINDOW_SECONDS = 60 * 60;
