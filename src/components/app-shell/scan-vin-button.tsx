/**
 * The top bar's Scan VIN (issue 41's "from the app's first screen to a vehicle's inspection by
 * scanning: at most 3 taps"; ADR 0093): on every signed-in screen of the users whose menu has
 * Vehicles. It takes the user to the vehicles list with `?scan=true`, where the list's own Scan
 * VIN opens the scanner over the "VIN or last 6" box: the VIN read is put in that box and found as
 * a typed one (ADR 0085), and whatever the box says (not at this site, never seen offline, a
 * camera refused: "type the VIN in the box") is true there. The shell imports nothing of the
 * scanner: its code and the ZXing reader load as the list opens it.
 *
 * Not on the vehicles list itself: the box's Scan VIN is there, and one control of a name a screen
 * (ADR 0092).
 *
 * Its icon and its name below 768 px, where the name is visually hidden (still the button's
 * accessible name, as the profile button's name is) and its tooltip.
 */
import { useMatch, useNavigate } from '@tanstack/react-router';
import { CameraIcon } from '@/components/camera-icon';
import { Button } from '@/components/ui/button';

/** The name of the vehicles list's own control (its scanTexts.button), which a feature's module cannot lend the shell (ADR 0037). */
const scanVinName = 'Scan VIN';

export function ScanVinButton() {
  const navigate = useNavigate();
  const onVehiclesList = useMatch({ from: '/_signed-in/_auction/vehicles/', shouldThrow: false }) !== undefined;
  if (onVehiclesList) return null;
  return (
    <Button
      variant="outline"
      className="shell-button shell-scan"
      title={scanVinName}
      onClick={() => void navigate({ to: '/vehicles', search: { scan: true } })}
    >
      <CameraIcon />
      <span className="shell-button-text">{scanVinName}</span>
    </Button>
  );
}
