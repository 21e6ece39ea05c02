/** Configuration definitions: global rows and the per-site values that override them. */

export interface ConfigDefinition {
  name: string;
  description: string;
  value_type: 'boolean' | 'string' | 'integer';
  value: string;
}

export const globalConfigs: readonly ConfigDefinition[] = [
  { name: 'integration_autograde', description: 'Grade inspections automatically through the autograde integration', value_type: 'boolean', value: 'false' },
  { name: 'mobile_grade_whole_numbers', description: 'Mobile and console grade entry uses whole numbers only', value_type: 'boolean', value: 'false' },
  { name: 'mobile_inspection_severity_required', description: 'A damage must have a severity before it can be saved', value_type: 'boolean', value: 'false' },
  { name: 'inspection_delete', description: 'Allow auction staff to delete an inspection report', value_type: 'boolean', value: 'false' },
  { name: 'inspection_photo_max_mb', description: 'Largest damage photo accepted, in megabytes', value_type: 'integer', value: '10' },
  { name: 'inspection_max_damages', description: 'Maximum number of damages on one report', value_type: 'integer', value: '60' },
  { name: 'inspection_comment_max_length', description: 'Maximum length of inspection comments and notes', value_type: 'integer', value: '254' },
  { name: 'integration_carmax', description: 'Send sale results to the Carmax integration', value_type: 'boolean', value: 'false' },
  { name: 'integration_spincar', description: 'Request 360 spins from Spincar at check-in', value_type: 'boolean', value: 'true' },
  { name: 'integration_cubed_sync', description: 'Push vehicle changes to Cubed through Flumbus', value_type: 'boolean', value: 'true' },
  { name: 'integration_valuation_source', description: 'Valuation provider used for new vehicles (MMR, KBB, Black Book)', value_type: 'string', value: 'MMR' },
  { name: 'integration_aa_validation', description: 'Validate AuctionACCESS cards at registration', value_type: 'boolean', value: 'true' },
  { name: 'badge_print_enabled', description: 'Print bidder badges at the registration desk', value_type: 'boolean', value: 'true' },
  { name: 'badge_default_credit_limit', description: 'Credit limit printed when the dealer has none', value_type: 'integer', value: '25000' },
  { name: 'gate_pass_expiry_days', description: 'Days after which an open gate pass is flagged', value_type: 'integer', value: '14' },
  { name: 'gate_pass_require_payment', description: 'Only print gate passes for paid vehicles', value_type: 'boolean', value: 'true' },
  { name: 'lane_monitor_poll_seconds', description: 'Lane monitor polling interval in seconds', value_type: 'integer', value: '5' },
  { name: 'lane_monitor_public_url', description: 'Base URL of the public lane monitor', value_type: 'string', value: 'https://lanes.example.com' },
  { name: 'photo_max_per_vehicle', description: 'Maximum photos stored per vehicle', value_type: 'integer', value: '60' },
  { name: 'photo_thumbnail_width', description: 'Width of generated thumbnails in pixels', value_type: 'integer', value: '320' },
  { name: 'photo_watermark_text', description: 'Text stamped on public photos', value_type: 'string', value: '' },
  { name: 'location_history_days', description: 'Days of scan history shown on the public location page', value_type: 'integer', value: '30' },
  { name: 'location_min_accuracy_m', description: 'Scans less accurate than this (metres) are ignored', value_type: 'integer', value: '50' },
  { name: 'report_email_from', description: 'Sender address of delivered condition reports', value_type: 'string', value: 'reports@example.com' },
  { name: 'report_email_bcc', description: 'Blind copy of every delivered condition report', value_type: 'string', value: '' },
  { name: 'report_show_costs', description: 'Show repair costs on the printable condition report', value_type: 'boolean', value: 'true' },
  { name: 'report_logo_height', description: 'Logo height on the printable report in points', value_type: 'integer', value: '48' },
  { name: 'cubed_report_url', description: 'Base URL of the Cubed condition report viewer', value_type: 'string', value: 'https://cr.cubed.example.com/r' },
  { name: 'flumbus_retry_limit', description: 'Attempts before a Flumbus message is marked failed', value_type: 'integer', value: '5' },
  { name: 'flumbus_batch_size', description: 'Messages sent per Flumbus cycle', value_type: 'integer', value: '50' },
  { name: 'flumbus_suppress_unchanged', description: 'Skip pushes whose payload did not change', value_type: 'boolean', value: 'true' },
  { name: 'servnet_include_online', description: 'Count online sales in the Servnet report', value_type: 'boolean', value: 'true' },
  { name: 'session_timeout_minutes', description: 'Console sign-in session lifetime', value_type: 'integer', value: '480' },
  { name: 'password_min_score', description: 'Minimum zxcvbn score of a new password', value_type: 'integer', value: '2' },
  { name: 'mobile_min_version', description: 'Oldest mobile app build allowed to sign in', value_type: 'string', value: '2026.6.0' },
  { name: 'mobile_force_update', description: 'Force mobile users onto the newest production build', value_type: 'boolean', value: 'false' },
  { name: 'vehicle_archive_days', description: 'Days after checkout when vehicles are archived', value_type: 'integer', value: '90' },
  { name: 'odometer_default_uom', description: 'Default odometer unit (mi or km)', value_type: 'string', value: 'mi' },
  { name: 'workorder_auto_create', description: 'Create work orders from approved repairs', value_type: 'boolean', value: 'false' },
  { name: 'support_phone', description: 'Help desk phone shown to auction staff', value_type: 'string', value: '(800) 555-0142' },
];

/** Per-site values, by site code. */
export const siteConfigValues: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  DAL: {
    integration_autograde: 'true',
    inspection_delete: 'true',
    mobile_inspection_severity_required: 'true',
    integration_carmax: 'true',
    lane_monitor_poll_seconds: '3',
    report_email_bcc: 'dal-cr@example.com',
    workorder_auto_create: 'true',
  },
  ATL: {
    mobile_grade_whole_numbers: 'true',
    integration_carmax: 'true',
    integration_valuation_source: 'KBB',
    gate_pass_expiry_days: '10',
    photo_watermark_text: 'Atlanta Auto Auction',
  },
  PHX: {
    inspection_delete: 'true',
    integration_valuation_source: 'Black Book',
    odometer_default_uom: 'mi',
    badge_default_credit_limit: '15000',
  },
};
