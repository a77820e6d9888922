import type { QueryClient } from '@tanstack/react-query';
import { changeLanguage } from '@/lib/i18n';
import { profileQuery } from './hooks/use-profile';

/** Reads the profile into the query cache and makes its language the interface language. */
export async function loadAccountLanguage(queryClient: QueryClient, userId: string): Promise<void> {
  const profile = await queryClient.fetchQuery(profileQuery(userId));
  await changeLanguage(profile.language);
}
