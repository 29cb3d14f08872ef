/**
 * The route floor's webpack loader (bench/route-floor-site): runs before the MDX loader on every
 * Markdown and MDX page of the site and hands it the page's front matter alone. The content plugins
 * read the files themselves, so every route, sidebar entry and page title stays as in the portal;
 * only what the page shows is gone.
 */
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/u;

module.exports = function emptyBody(source) {
  return FRONT_MATTER.exec(String(source))?.[0] ?? '';
};
