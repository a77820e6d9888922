import type { Page } from '@playwright/test';

export interface HeldRequest {
  /** Lets the held request go on to the server. */
  release(): void;
}

/**
 * Holds the next request matching `url` until the test has seen what the page shows meanwhile (a
 * busy button, a disabled action), then lets it go: a condition instead of a fixed delay. Requests
 * after the first pass untouched.
 */
export async function holdNextRequest(page: Page, url: string): Promise<HeldRequest> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { release };
}
