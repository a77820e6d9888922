/** The detail page's gallery (product-rules §10.1): the main image plus at most 9 extra photos. */
export const GALLERY_EXTRA_MAX = 9;

export interface GalleryPhoto {
  url: string;
  attributions?: { text: string; url?: string }[];
}

/** The main image first, then up to 9 other photos, each URL once. */
export function galleryPhotos(imageUrl: string, photos: readonly GalleryPhoto[]): GalleryPhoto[] {
  const seen = new Set<string>();
  const out: GalleryPhoto[] = [];
  const main = photos.find((p) => p.url === imageUrl) ?? (imageUrl ? { url: imageUrl } : photos[0]);
  for (const photo of [main, ...photos]) {
    if (!photo?.url || seen.has(photo.url)) continue;
    seen.add(photo.url);
    out.push(photo);
    if (out.length === 1 + GALLERY_EXTRA_MAX) break;
  }
  return out;
}

/** Previous and next cycle with wraparound: before the first is the last, after the last the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
