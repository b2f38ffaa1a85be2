// The SPA imports the Worker's route types (AppType) and so compiles the Worker's files against
// the DOM library, whose CacheStorage lacks the Workers runtime's `caches.default`. The Worker's
// own tsconfig checks that code against the real runtime types.
interface CacheStorage {
  readonly default: Cache;
}
