/** The served HTML without any `<script>` (no chunk, no inline flight data) and without its script preloads: the paint alone. */
export const withoutScripts = (html) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="preload" as="script"[^>]*\/>/g, '');
