/** /api/graphql and /api/graphql/{operationName}: POST, and GET for persisted queries. */
import { getShopYoga, trustedProxies } from "@/lib/graphql/app-server";
import { handleGraphQLRequest } from "@/lib/graphql/http";

function handle(request: Request): Promise<Response> {
  return handleGraphQLRequest(getShopYoga(), request, trustedProxies());
}

export { handle as GET, handle as POST };
