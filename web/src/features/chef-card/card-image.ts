import type { ChefCardText } from '@shared/domain/chef-card/chef-card-text';
import type { FlaggedDish } from './flagged-dishes';
import { dishPeople } from './dish-people';

/**
 * "Save as image" (product-rules §17.5): the card drawn on a canvas and saved as a PNG to show on a phone.
 * Drawn by hand from the card's text (no HTML-to-image library: the card is only text, and the app's budget
 * counts every kilobyte, docs/decisions.md, the chef card).
 */
/** The user's own words for the flagged dishes (the kitchen's come with its half of the card). */
export interface CardImageDishLabels {
  heading: string;
  note: string;
}

const WIDTH = 1080;
const PAD = 64;
const FONT = "'Inter Variable', 'Inter', 'Noto Sans CJK JP', 'Noto Sans CJK SC', 'Noto Sans CJK KR', system-ui, sans-serif";

interface Line {
  text: string;
  size: number;
  weight: 400 | 700;
  color: string;
  gapBefore: number;
}

const CLOSING = /^[)\]）」』】、。，．！？：；]/u;

/** Breaks text to fit: between words, and between any two characters of Chinese, Japanese or Korean. */
function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const tokens = text.match(/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]|[^\s\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]+\s*|\s+/g) ?? [text];
  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    const next = current + token;
    // A closing mark never starts a line (Japanese and Chinese line-breaking rules): it stays with the text before it.
    if (current && ctx.measureText(next.trimEnd()).width > maxWidth && !CLOSING.test(token)) {
      lines.push(current.trimEnd());
      current = token.trimStart();
    } else {
      current = next;
    }
  }
  if (current.trim()) lines.push(current.trimEnd());
  return lines;
}

function cardLines(cards: readonly ChefCardText[], dishes: readonly FlaggedDish[] | null, labels: CardImageDishLabels): Line[] {
  const lines: Line[] = [];
  cards.forEach((card, index) => {
    lines.push({ text: card.title, size: 52, weight: 700, color: '#0f1f1d', gapBefore: index === 0 ? 0 : 56 });
    for (const person of card.people) {
      if (person.heading) lines.push({ text: person.heading, size: 44, weight: 700, color: '#0f766e', gapBefore: 32 });
      for (const allergy of person.allergies) {
        lines.push({ text: `• ${allergy.name}: ${allergy.severityLabel}`, size: 40, weight: 700, color: allergy.severity === 'severe' ? '#b91c1c' : '#0f1f1d', gapBefore: 16 });
      }
      if (person.diets.length > 0) lines.push({ text: `${card.dietsHeading}: ${person.diets.join(', ')}`, size: 36, weight: 700, color: '#0f1f1d', gapBefore: 16 });
      for (const request of person.requests) lines.push({ text: request, size: 36, weight: 400, color: '#0f1f1d', gapBefore: 20 });
    }
    lines.push({ text: card.thanks, size: 36, weight: 400, color: '#0f1f1d', gapBefore: 20 });
  });
  const kitchen = cards[0];
  if (kitchen && dishes && dishes.length > 0) {
    const bilingual = cards.length > 1;
    lines.push({ text: kitchen.dishesHeading, size: 40, weight: 700, color: '#0f1f1d', gapBefore: 56 });
    if (bilingual) lines.push({ text: labels.heading, size: 32, weight: 700, color: '#55625f', gapBefore: 4 });
    lines.push({ text: kitchen.dishesNote, size: 28, weight: 700, color: '#92400e', gapBefore: 8 });
    if (bilingual) lines.push({ text: labels.note, size: 28, weight: 400, color: '#55625f', gapBefore: 4 });
    for (const dish of dishes) {
      const who = dishPeople(dish, kitchen);
      lines.push({ text: `• ${dish.dish}${who ? ` (${who})` : ''}`, size: 36, weight: 400, color: '#0f1f1d', gapBefore: 12 });
    }
  }
  return lines;
}

/** The card as a PNG (a Blob), drawn in the page's fonts. */
export async function renderCardImage(cards: readonly ChefCardText[], dishes: readonly FlaggedDish[] | null, labels: CardImageDishLabels): Promise<Blob> {
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No canvas in this browser');
  const maxWidth = WIDTH - PAD * 2;
  const laidOut: { text: string; size: number; weight: number; color: string; y: number }[] = [];
  let y = PAD;
  for (const line of cardLines(cards, dishes, labels)) {
    ctx.font = `${line.weight} ${line.size}px ${FONT}`;
    y += line.gapBefore;
    for (const part of wrap(ctx, line.text, maxWidth)) {
      y += line.size * 1.3;
      laidOut.push({ text: part, size: line.size, weight: line.weight, color: line.color, y });
    }
  }
  canvas.width = WIDTH;
  canvas.height = Math.ceil(y + PAD);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#0d9488';
  ctx.fillRect(0, 0, canvas.width, 16);
  ctx.textBaseline = 'alphabetic';
  for (const line of laidOut) {
    ctx.font = `${line.weight} ${line.size}px ${FONT}`;
    ctx.fillStyle = line.color;
    ctx.fillText(line.text, PAD, line.y - line.size * 0.25);
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))), 'image/png'));
}

/** Saves a Blob under a file name (a link with `download`, clicked once). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
