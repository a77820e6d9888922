import { useCallback, useState } from 'react';
import { sessionStore } from '@/lib/web-storage';
import { ME } from '../table-people';

const keyFor = (userId: string) => `forksure.chefCard.people.${userId}`;

function read(userId: string | null): string[] {
  if (!userId) return [ME];
  try {
    const stored: unknown = JSON.parse(sessionStore()?.getItem(keyFor(userId)) ?? 'null');
    return Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? stored : [ME];
  } catch {
    return [ME];
  }
}

/**
 * Who the chef card speaks for (product-rules §17.1): "me" and diner profile ids, never names or allergies,
 * kept for this tab in sessionStorage per user (not in the URL). "Me" alone until the user chooses.
 */
export function useCardPeople(userId: string | null): [string[], (next: string[]) => void] {
  const [chosen, setChosen] = useState<string[]>(() => read(userId));
  const [readFor, setReadFor] = useState(userId);
  if (readFor !== userId) {
    setReadFor(userId);
    setChosen(read(userId));
  }
  const choose = useCallback(
    (next: string[]) => {
      setChosen(next);
      if (!userId) return;
      try {
        sessionStore()?.setItem(keyFor(userId), JSON.stringify(next));
      } catch {
        // Storage refused: the choice lasts while the page is open.
      }
    },
    [userId],
  );
  return [chosen, choose];
}
