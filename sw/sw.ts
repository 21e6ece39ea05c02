/**
 * The service worker: precaches the app build and answers app navigations with the
 * precached index.html. It wires the modules beside it and owns no logic of its own.
 * The /v3 API is never cached here: admin screens are online-only, and offline writes go
 * through the app's outbox, not the worker.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_APP_PATHS } from './app-paths';
import { handleLifecycle } from './lifecycle';
import { routeRuntimeConfig } from './runtime-config';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

handleLifecycle();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
routeRuntimeConfig();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NOT_APP_PATHS }));
