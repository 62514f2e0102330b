"use client";
/**
 * Keeps a payment result page that is still waiting up to date (shopping §2 Payment result,
 * waiting=true): asks the API for the order's status, and renders the server page again once
 * it would show something else (paid, cancelled, or a definite refusal). A failed ask (a
 * timeout, a server error, the network) is no answer: it asks again after a longer pause
 * (lib/domain/payments/result-lookup.ts), and never stops the page from refreshing.
 */
import { CombinedGraphQLErrors } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { documentOf } from "@/lib/client/operations";
import { getOrderDetail } from "@/lib/graphql/operations/orders";
import {
  nextPollDelay,
  POLL_BASE_MS,
  POLL_GIVE_UP_MS,
  pollStep,
  type PollAnswer,
} from "@/lib/domain/payments/result-lookup";

export function ResultRefresher(props: { orderCode: string; shownStatus: string | null }) {
  const router = useRouter();
  const client = useApolloClient();
  const { orderCode, shownStatus } = props;

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const giveUpAt = Date.now() + POLL_GIVE_UP_MS;

    const ask = async (): Promise<PollAnswer> => {
      try {
        const result = await client.query({
          query: documentOf(getOrderDetail),
          variables: { code: orderCode },
          fetchPolicy: "no-cache",
          // The poll reads the answer itself: no forced logout, no dropped error codes.
          errorPolicy: "all",
          context: { ignoreErrors: true },
        });
        const status = result.data?.orderDetail?.orderStatus;
        if (status) return { status };
        const errorCodes = CombinedGraphQLErrors.is(result.error)
          ? result.error.errors.map((error) => error.extensions?.code as string | undefined)
          : [];
        return { errorCodes };
      } catch {
        return { errorCodes: [] };
      }
    };

    const schedule = (delay: number) => {
      if (stopped || Date.now() + delay > giveUpAt) return;
      timer = window.setTimeout(() => {
        void ask().then((answer) => {
          if (stopped) return;
          const step = pollStep(answer, shownStatus);
          if (step === "render") router.refresh();
          // Keep asking after a render too: if the page stays the same, this island stays.
          schedule(nextPollDelay(delay, step));
        });
      }, delay);
    };

    schedule(POLL_BASE_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [client, orderCode, router, shownStatus]);

  return null;
}
