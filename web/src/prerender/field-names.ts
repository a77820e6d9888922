/**
 * A prerendered form's fields lose their `name`: a field without one is never sent, so a form submitted natively
 * (before the page's script runs, or without it) cannot put a password in a URL or a request body. The boot script
 * stops a submit before the app is there (public-boot.ts); the app's own form has its names back.
 */
export function withoutFieldNames(html: string): string {
  return html.replace(/<(input|select|textarea)\b[^>]*>/g, (tag) => tag.replace(/\sname="[^"]*"/g, ''));
}
