/**
 * Cache Components wants at least one value of each dynamic segment to prerender at build. The
 * shop's pages must not be rendered from the build machine's database, so every segment names
 * this placeholder: under the placeholder locale every page is the 404 page and reads no data.
 * Real URLs render on their first request and are cached whole from then on, until a tag they
 * carry is revalidated (docs/architecture.md "Rendering cache").
 */
export const BUILD_PLACEHOLDER = "build-placeholder";
