/**
 * The /v3 calls the API log is seeded with. Placeholders (:vehicle, :site, ...) are filled
 * from real seeded rows; `body` names the request body generator; `audience` says who calls.
 */

export type Audience = 'auction' | 'admin' | 'public' | 'login';
export type BodyKind =
  | 'none'
  | 'login'
  | 'login_local'
  | 'inspection_create'
  | 'inspection_update'
  | 'condition'
  | 'vehicle_update'
  | 'multipart'
  | 'image_flags'
  | 'dealer_options'
  | 'mapping'
  | 'flumbus_reset'
  | 'config_value'
  | 'user_update'
  | 'cubed_xml'
  | 'report_delivery'
  | 'shop'
  | 'exclusion';

export interface RouteTemplate {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  weight: number;
  audience: Audience;
  body: BodyKind;
  /** For GET lists: the query parameters logged in params. */
  list?: { per_page: number; order_by?: string; with?: readonly string[] };
}

function get(route: string, weight: number, audience: Audience, list?: RouteTemplate['list']): RouteTemplate {
  return list ? { method: 'GET', route, weight, audience, body: 'none', list } : { method: 'GET', route, weight, audience, body: 'none' };
}

function write(method: 'POST' | 'PUT' | 'DELETE', route: string, weight: number, audience: Audience, body: BodyKind): RouteTemplate {
  return { method, route, weight, audience, body };
}

export const routeTemplates: readonly RouteTemplate[] = [
  get('/v3/util/vehicles', 20, 'auction', {
    per_page: 10,
    order_by: 'vehicle_id|desc',
    with: ['vehicle_positions', 'seller', 'inspections', 'vehicle_image_main'],
  }),
  get('/v3/vehicles3/:vehicle/full', 12, 'auction'),
  get('/v3/util/vehicles_full/:vehicle', 5, 'auction'),
  get('/v3/util/vehicle_images', 5, 'auction', { per_page: 1000, order_by: 'main_image|desc' }),
  get('/v3/util/dealers', 6, 'auction', { per_page: 10, order_by: 'dealer_id|desc' }),
  get('/v3/util/dealers/:dealer', 3, 'auction'),
  get('/v3/util/dealer_reps', 2, 'auction', { per_page: 10 }),
  get('/v3/util/gate_passes3', 4, 'auction', { per_page: 10, with: ['vehicle', 'dealer', 'last_user', 'gate_status_obj'] }),
  get('/v3/util/gate_statuses3', 1, 'auction', { per_page: 1000 }),
  get('/v3/util/announcements', 1.5, 'auction', { per_page: 1000 }),
  get('/v3/util/body_styles', 1.5, 'auction', { per_page: 1000 }),
  get('/v3/util/action_codes', 0.7, 'auction', { per_page: 10 }),
  get('/v3/util/transaction_codes', 0.7, 'auction', { per_page: 1000 }),
  get('/v3/util/wo_shops', 0.5, 'auction', { per_page: 10, order_by: 'deleted_at|asc' }),
  get('/v3/data/art/drilldown2', 4, 'auction'),
  get('/v3/action-codes', 3, 'auction'),
  get('/v3/util/inspections/:inspection', 2.5, 'auction'),
  get('/v3/integration/carmax/status/:site', 0.8, 'auction'),
  get('/v3/vehicles3/:vehicle/cubedUrl', 1.2, 'auction'),
  get('/v3/images/site/:site/auction_logo', 1.5, 'auction'),
  get('/v3/admin/api-status/summary', 5, 'admin'),
  get('/v3/admin/config', 1, 'admin', { per_page: 2000, order_by: 'type|asc', with: ['site', 'global_config'] }),
  get('/v3/admin/sites', 1, 'admin', { per_page: 1000, order_by: 'code|asc' }),
  get('/v3/admin/users', 0.8, 'admin'),
  get('/v3/admin/apilogs', 3, 'admin', { per_page: 10, order_by: 'id|desc' }),
  get('/v3/admin/spincarlogs', 1, 'admin', { per_page: 10, order_by: 'id|desc' }),
  get('/v3/admin/flumbus', 2, 'admin', { per_page: 5, order_by: 'id|desc' }),
  get('/v3/util/api_valuation_logs', 1, 'admin', { per_page: 10, order_by: 'id|desc', with: ['site'] }),
  get('/v3/util/api_badge_logs', 0.8, 'admin', { per_page: 10, order_by: 'id|desc' }),
  get('/v3/util/mobile_builds', 0.6, 'admin', { per_page: 10, order_by: 'id|desc' }),
  get('/v3/reporting/servnet/site/:siteId/start/:start/end/:end', 0.6, 'admin'),
  get('/v3/site/:site/location-history/:hash', 2, 'public'),
  get('/v3/site/:site/vehicle-photos/:hash', 2, 'public'),
  write('POST', '/v3/authentication', 1.5, 'login', 'login'),
  write('POST', '/v3/authentication_local', 3, 'login', 'login_local'),
  write('POST', '/v3/vehicles3/:vehicle/inspections', 1.5, 'auction', 'inspection_create'),
  write('PUT', '/v3/vehicles3/:vehicle/inspections/:inspection', 3, 'auction', 'inspection_update'),
  write('POST', '/v3/vehicles3/:vehicle/inspections/:inspection/conditions', 3, 'auction', 'condition'),
  write('PUT', '/v3/vehicles3/:vehicle/inspections/:inspection/conditions/:condition', 1.5, 'auction', 'condition'),
  write('POST', '/v3/vehicles3/:vehicle/inspections/:inspection/conditions/:condition/images', 1, 'auction', 'multipart'),
  write('PUT', '/v3/vehicles3/:vehicle', 2, 'auction', 'vehicle_update'),
  write('POST', '/v3/vehicles/:vehicle/images', 2, 'auction', 'multipart'),
  write('PUT', '/v3/util/vehicle_images/:image', 0.8, 'auction', 'image_flags'),
  write('PUT', '/v3/util/dealer_options/:dealerOption', 0.4, 'auction', 'dealer_options'),
  write('PUT', '/v3/util/wo_action_mappings/:mapping', 0.2, 'auction', 'mapping'),
  write('POST', '/v3/util/wo_shops', 0.1, 'auction', 'shop'),
  write('POST', '/v3/util/wo_transaction_exclusions', 0.1, 'auction', 'exclusion'),
  write('PUT', '/v3/vehicles3/:vehicle/cubedUrl/:email', 0.3, 'auction', 'none'),
  write('PUT', '/v3/dealers/0/reports', 0.3, 'auction', 'report_delivery'),
  write('PUT', '/v3/cubed/companies/:company/asset/:vehicle/sync', 0.5, 'admin', 'none'),
  write('POST', '/v3/integration/cubed/vehicle-events', 1.2, 'auction', 'cubed_xml'),
  write('PUT', '/v3/admin/flumbus/:flumbus', 0.4, 'admin', 'flumbus_reset'),
  write('PUT', '/v3/admin/config/:config', 0.3, 'admin', 'config_value'),
  write('PUT', '/v3/admin/users/:user', 0.15, 'admin', 'user_update'),
  write('DELETE', '/v3/vehicles3/:vehicle/inspections/:inspection/conditions/:condition', 1, 'auction', 'none'),
  write('DELETE', '/v3/util/vehicle_images/:image', 0.6, 'auction', 'none'),
  write('DELETE', '/v3/vehicles3/:vehicle/inspections/:inspection', 0.15, 'auction', 'none'),
  write('DELETE', '/v3/util/wo_shops/:shop', 0.05, 'auction', 'none'),
  write('DELETE', '/v3/util/wo_transaction_exclusions/:exclusion', 0.05, 'auction', 'none'),
];

export const userAgents: readonly string[] = [
  'Mozilla/5.0 (iPad; CPU OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 15; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  'LotConsoleMobile/2026.11.3 (iOS 18.6)',
  'LotConsoleMobile/2026.10.7 (Android 15)',
];
