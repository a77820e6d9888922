/**
 * @jest-environment jsdom
 */
import { beforeEach, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { TagListResponse } from '@shared/api/library';
import type { UsageResponse } from '@shared/api/usage';
import { UsageGauges } from '@/app/layout/UsageGauges';
import { ServiceUnreachableBanner } from '@/components/service-status/ServiceUnreachableBanner';
// The tag list on its own, fed a real query whose load fails.
// eslint-disable-next-line no-restricted-imports
import { TagManageList } from '@/features/library/components/TagManageList';
import { apiRequest } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { holdApiRequests, type HeldRequest } from './support/held-api';
import { renderInApp } from './support/render';
import { asSignedIn, USER_ID } from './support/signed-in';

// Issue 18 item 17 (product-rules §3.5): when the API can't be reached the page says so once, keeps what it
// shows, and recovers by itself when an answer comes.

let requests: HeldRequest[];
beforeEach(() => {
  requests = holdApiRequests();
});

const usage = (searchesUsed: number): UsageResponse => ({
  date: '2026-11-28', tier: 'free', searches: { used: searchesUsed, limit: 10 }, scrapes: { used: 1, limit: 5 }, feedback: { used: 0, limit: 3 },
  saved: { used: 0, limit: 5 }, tagsCount: 0, savedCount: 0,
});
const usageReads = () => requests.filter((r) => r.path === '/me/usage');

function renderHeader() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.usage(USER_ID), usage(3));
  renderInApp(<><ServiceUnreachableBanner /><UsageGauges /></>, { queryClient, wrap: asSignedIn });
}

test('no answer: the banner says so, the gauges keep their values marked out of date, and the next try that answers clears both', async () => {
  renderHeader();
  await waitFor(() => expect(usageReads()).toHaveLength(1));
  act(() => usageReads()[0]!.refuse());

  const banner = await screen.findByTestId('service-unreachable');
  expect(banner).toHaveTextContent("Forksure can't be reached right now.");
  expect(banner).toHaveTextContent('may be out of date');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByTestId('usage-gauges')).toHaveAttribute('data-stale', 'true');
  expect(screen.getByTestId('gauge-searches')).toHaveAccessibleName('Searches left today: 7 of 10. May be out of date');

  // The read tries again by itself; this time the API answers.
  await waitFor(() => expect(usageReads()).toHaveLength(2));
  act(() => usageReads()[1]!.answer(200, usage(5)));
  await waitFor(() => expect(screen.queryByTestId('service-unreachable')).not.toBeInTheDocument());
  expect(screen.getByTestId('usage-gauges')).toHaveAttribute('data-stale', 'false');
  expect(screen.getByTestId('gauge-searches')).toHaveAccessibleName('Searches left today: 5 of 10');
});

test("an error the API itself answered is not \"unreachable\": no banner, and the gauges are not marked out of date", async () => {
  renderHeader();
  await waitFor(() => expect(usageReads()).toHaveLength(1));
  act(() => usageReads()[0]!.answer(400, { error: { code: 'VALIDATION_ERROR', message: 'Bad request' } }));
  await waitFor(() => expect(screen.getByTestId('gauge-searches')).toHaveAccessibleName('Searches left today: 7 of 10'));
  expect(screen.queryByTestId('service-unreachable')).not.toBeInTheDocument();
  expect(screen.getByTestId('usage-gauges')).toHaveAttribute('data-stale', 'false');
});

function TagsHarness() {
  const tags = useQuery({ queryKey: queryKeys.tags(USER_ID), queryFn: () => apiRequest<TagListResponse>('/me/tags') });
  return <TagManageList tags={tags} />;
}

test('"Your tags" shows a count only once the tags are known: never "(0)" beside a failed load', async () => {
  renderInApp(<TagsHarness />, { wrap: asSignedIn });
  await waitFor(() => expect(requests.some((r) => r.path === '/me/tags')).toBe(true));
  act(() => requests.find((r) => r.path === '/me/tags')!.answer(500, { error: { code: 'INTERNAL', message: 'Internal error' } }));
  expect(await screen.findByTestId('tag-manage-error-load')).toHaveTextContent('Failed to load tags');
  expect(screen.getByTestId('tag-manage-title')).toHaveTextContent(/^Your tags$/);
});
