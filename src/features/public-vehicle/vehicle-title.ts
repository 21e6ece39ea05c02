/** The vehicle as its public pages name it: "2021 Ford F-150", or "Vehicle" when nothing is known. */
export function vehicleTitle(vehicle: { autoyear?: number | string | null; automake?: string | null; automodel?: string | null }): string {
  const parts = [vehicle.autoyear, vehicle.automake, vehicle.automodel].map((part) => (part == null ? '' : String(part).trim())).filter(Boolean);
  return parts.length ? parts.join(' ') : 'Vehicle';
}
