import { Hono } from 'hono';
import type { AppEnv } from './app-env';

/** A sub-app with our bindings and variables; routes/ chain their handlers onto one of these. */
export function newRouter() {
  return new Hono<AppEnv>();
}
