/**
 * The service worker: precaches the app build and answers app navigations with the
 * precached index.html; at run time it keeps the runtime configuration, the public
 * vehicle pages' API replies and the image files (see docs/decisions/0008). It wires the
 * modules beside it and owns no logic of its own. Nothing else under /v3 is cached: not
 * the admin API, not any request carrying a token, no write (offline writes go through
 * the app's outbox, not the worker).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_APP_PATHS } from './app-paths';
import { routeImages } from './images';
import { handleLifecycle } from './lifecycle';
import { routePublicApi } from './public-api';
import { routeRuntimeConfig } from './runtime-config';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

handleLifecycle();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
routeRuntimeConfig();
routePublicApi();
routeImages();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NOT_APP_PATHS }));
