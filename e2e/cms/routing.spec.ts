import { contentRoutingTests, test } from '../support/routing';

/**
 * The routing checks whose answer depends on the content source, on the site
 * built against Strapi: every route pair answers, the language switch maps the
 * blog categories' and the articles' slugs through the CMS's localizations.
 * The rest of the routing suite reads no content and runs in the site project
 * only.
 */

test.skip(Boolean(process.env.CMS_PHASE), 'runs while the CMS is up (first phase of scripts/test-cms.sh)');

contentRoutingTests();
