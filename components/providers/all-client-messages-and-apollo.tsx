/**
 * The layout of the account and order pages: every text namespace and Apollo Client
 * (their forms use its cache and hooks). Each such folder's layout.tsx re-exports this.
 */
import AllClientMessagesLayout, { type SectionLayoutProps } from "./all-client-messages";
import { ApolloShopProvider } from "./apollo-shop-provider";

export default function AllClientMessagesAndApolloLayout(props: SectionLayoutProps) {
  return (
    <AllClientMessagesLayout params={props.params}>
      <ApolloShopProvider>{props.children}</ApolloShopProvider>
    </AllClientMessagesLayout>
  );
}
