// The SPA's server renderer, bundled into the Worker under this name (see page-renderer.ts).
declare module 'virtual:page-renderer' {
  // An ambient module cannot import by a relative path; the type is named inline instead.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const renderPage: import('./page-renderer').RenderPage;
}
