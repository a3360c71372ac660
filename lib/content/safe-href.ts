/**
 * Only links a patient can safely follow survive: site-relative paths, http(s),
 * mailto and tel. `javascript:`, `data:` and anything unparseable become ''.
 */
export function safeHref(url: string): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('#')) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol) ? parsed.href : '';
  } catch {
    return '';
  }
}
