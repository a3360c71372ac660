import { renderMetFailedLoad } from '@/lib/content/loaded';

/**
 * The mark of a page whose render met a failed content load (the CMS down, with no earlier
 * answer to stand in): an empty `<template>`, nothing a visitor sees. The page cache serves such
 * a page with a short cache life and never stores it over the good one
 * (lib/page-cache/good-answers.mjs, `isIncompleteRender`). A page renders it last, after
 * awaiting its loads: rendered earlier, it could not know how they ended.
 */
export function IncompleteContent() {
  return renderMetFailedLoad() ? <template data-content-incomplete="" /> : null;
}
