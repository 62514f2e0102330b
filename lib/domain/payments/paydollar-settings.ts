/** What the PayDollar-style adapter is configured with (payment and refund calls alike). */
import type { DigestName } from "./signing";

export interface PayDollarSettings {
  url: string;
  merchantId: string;
  secret: string;
  hash: DigestName;
}
