import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { keepOfflineCopies, startFromOfflineCopies } from '@/lib/offline-copies';

/** The signed-in user's offline copies (product-rules §3.6): set up before the pages read, kept while signed in. */
export function useOfflineCopies(userId: string | null): void {
  const client = useQueryClient();
  // In render, not in an effect: the pages below build their queries in this same render.
  useMemo(() => {
    if (userId) startFromOfflineCopies(client, userId);
  }, [client, userId]);
  useEffect(() => (userId ? keepOfflineCopies(client, userId) : undefined), [client, userId]);
}
