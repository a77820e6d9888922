import { useCallback, useEffect, useState } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { isServiceUnreachable } from '@/lib/service-unreachable';

/** A read that is (still) failing because the service is unreachable: retrying, or given up after unmounting. */
const failsUnreachable = (query: Query) => isServiceUnreachable(query.state.fetchFailureReason ?? query.state.error);

function anyActiveUnreachable(client: QueryClient): boolean {
  return client.getQueryCache().getAll().some((query) => query.isActive() && failsUnreachable(query));
}

/**
 * Whether the service is unreachable now, read from the query cache (product-rules §3.5): set when a read
 * fails that way, cleared when any read gets an answer. A new try (Try again, an invalidation) does not hide
 * it meanwhile; only an answer does. `tryAgain` asks every read on screen again at once.
 */
export function useServiceUnreachable(): { unreachable: boolean; tryAgain: () => void } {
  const client = useQueryClient();
  const [unreachable, setUnreachable] = useState(() => anyActiveUnreachable(client));

  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const { action } = event;
        if (action.type === 'success') setUnreachable(false);
        else if ((action.type === 'failed' || action.type === 'error') && isServiceUnreachable(action.error)) setUnreachable(true);
      }),
    [client],
  );

  const tryAgain = useCallback(() => {
    // A read waiting for its next try with no data yet would only be told to go on waiting: cancel the wait first.
    void client
      .cancelQueries({ predicate: failsUnreachable })
      .then(() => client.refetchQueries({ type: 'active' }))
      .catch(() => undefined);
  }, [client]);

  return { unreachable, tryAgain };
}
